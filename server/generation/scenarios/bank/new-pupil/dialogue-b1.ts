import type { DialogueLevel } from '../../scenario';

export const dialogueB1: DialogueLevel = { scenes: [], facts: [], unstated: [] };
