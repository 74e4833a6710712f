import { SPEECH_RATE_MAX, SPEECH_RATE_MIN, clampSpeechRate } from '@/domain/audio/speech';

/** The player's speed steps: coarse enough to pick from across a classroom. */
export const PLAYER_SPEED_STEP = 0.25;

/**
 * The speeds the player offers, 0.5× to 2× in quarter steps, plus the current one when it falls
 * between them (the teacher's saved voiceover speed moves in tenths, so 1.2× must stay chosen).
 */
export function speedChoices(current: number): readonly number[] {
  const steps: number[] = [];
  for (let rate = SPEECH_RATE_MIN; rate <= SPEECH_RATE_MAX + 1e-9; rate += PLAYER_SPEED_STEP) {
    steps.push(Math.round(rate * 100) / 100);
  }
  const rate = clampSpeechRate(current);
  return steps.includes(rate) ? steps : [...steps, rate].sort((a, b) => a - b);
}

/** `1.25×`, `0.5×`, `1×`: as short as the number allows. */
export function speedLabel(rate: number): string {
  return `${Number(rate.toFixed(2))}×`;
}
