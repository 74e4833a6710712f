import type { Scenario } from './scenario';
import { scenario as birthdayParty } from './bank/birthday-party';
import { scenario as clothesShopping } from './bank/clothes-shopping';
import { scenario as cookingDinner } from './bank/cooking-dinner';
import { scenario as dentist } from './bank/dentist';
import { scenario as doctor } from './bank/doctor';
import { scenario as footballMatch } from './bank/football-match';
import { scenario as movingHouse } from './bank/moving-house';
import { scenario as newPet } from './bank/new-pet';
import { scenario as rainyBeachDay } from './bank/rainy-beach-day';
import { scenario as restaurantBooking } from './bank/restaurant-booking';
import { scenario as schoolDay } from './bank/school-day';
import { scenario as schoolRecycling } from './bank/school-recycling';
import { scenario as schoolTrip } from './bank/school-trip';
import { scenario as trainJourney } from './bank/train-journey';

/** Every authored story the generator may tell; ties between prompts go to the earlier. */
export const SCENARIOS: readonly Scenario[] = [
  birthdayParty,
  clothesShopping,
  cookingDinner,
  dentist,
  doctor,
  footballMatch,
  movingHouse,
  newPet,
  rainyBeachDay,
  restaurantBooking,
  schoolDay,
  schoolRecycling,
  schoolTrip,
  trainJourney,
];
