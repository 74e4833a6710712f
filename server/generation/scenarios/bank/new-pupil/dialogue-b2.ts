import type { DialogueLevel } from '../../scenario';

export const dialogueB2: DialogueLevel = { scenes: [], facts: [], unstated: [] };
