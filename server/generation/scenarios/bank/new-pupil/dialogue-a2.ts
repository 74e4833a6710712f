import type { DialogueLevel } from '../../scenario';

export const dialogueA2: DialogueLevel = { scenes: [], facts: [], unstated: [] };
