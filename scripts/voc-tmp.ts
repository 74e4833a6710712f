import { auditCases } from '../server/audit/cases';
const [count, seed, ...want] = process.argv.slice(2).map(Number);
for (const c of auditCases(count!, seed!)) if (want.includes(c.seed)) console.log(JSON.stringify(c));
