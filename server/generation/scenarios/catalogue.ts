import type { Scenario } from './scenario';
import { scenario as bikeRide } from './bank/bike-ride';
import { scenario as birthdayParty } from './bank/birthday-party';
import { scenario as birthdayPresent } from './bank/birthday-present';
import { scenario as cafe } from './bank/cafe';
import { scenario as campingTrip } from './bank/camping-trip';
import { scenario as christmas } from './bank/christmas';
import { scenario as cinemaEvening } from './bank/cinema-evening';
import { scenario as climbingClub } from './bank/climbing-club';
import { scenario as clothesShopping } from './bank/clothes-shopping';
import { scenario as cookingDinner } from './bank/cooking-dinner';
import { scenario as dailyRoutine } from './bank/daily-routine';
import { scenario as dentist } from './bank/dentist';
import { scenario as doctor } from './bank/doctor';
import { scenario as familyBreakfast } from './bank/family-breakfast';
import { scenario as ferryIsland } from './bank/ferry-island';
import { scenario as footballMatch } from './bank/football-match';
import { scenario as futureJobs } from './bank/future-jobs';
import { scenario as grandparentsVisit } from './bank/grandparents-visit';
import { scenario as lostPhone } from './bank/lost-phone';
import { scenario as marketDay } from './bank/market-day';
import { scenario as movingHouse } from './bank/moving-house';
import { scenario as newPet } from './bank/new-pet';
import { scenario as newPupil } from './bank/new-pupil';
import { scenario as planeHoliday } from './bank/plane-holiday';
import { scenario as rainyBeachDay } from './bank/rainy-beach-day';
import { scenario as restaurantBooking } from './bank/restaurant-booking';
import { scenario as schoolCanteen } from './bank/school-canteen';
import { scenario as schoolConcert } from './bank/school-concert';
import { scenario as schoolDay } from './bank/school-day';
import { scenario as schoolRecycling } from './bank/school-recycling';
import { scenario as schoolTrip } from './bank/school-trip';
import { scenario as screenFreeWeek } from './bank/screen-free-week';
import { scenario as sleepover } from './bank/sleepover';
import { scenario as snowDay } from './bank/snow-day';
import { scenario as sportsDay } from './bank/sports-day';
import { scenario as swimmingPool } from './bank/swimming-pool';
import { scenario as townDirections } from './bank/town-directions';
import { scenario as townFestival } from './bank/town-festival';
import { scenario as trainJourney } from './bank/train-journey';
import { scenario as zooVisit } from './bank/zoo-visit';

/**
 * Every authored story the generator may tell. Ties between prompts go to the earlier, so the
 * stories a bare theme word should bring ("school", "family", "friends", "sport", "shopping",
 * "weather", "holidays", "town") come first; the rest follow in alphabetical order.
 */
export const SCENARIOS: readonly Scenario[] = [
  schoolDay,
  grandparentsVisit,
  sleepover,
  footballMatch,
  marketDay,
  rainyBeachDay,
  planeHoliday,
  townDirections,
  bikeRide,
  birthdayParty,
  birthdayPresent,
  cafe,
  campingTrip,
  christmas,
  cinemaEvening,
  climbingClub,
  clothesShopping,
  cookingDinner,
  dailyRoutine,
  dentist,
  doctor,
  familyBreakfast,
  ferryIsland,
  futureJobs,
  lostPhone,
  movingHouse,
  newPet,
  newPupil,
  restaurantBooking,
  schoolCanteen,
  schoolConcert,
  schoolRecycling,
  schoolTrip,
  screenFreeWeek,
  snowDay,
  sportsDay,
  swimmingPool,
  townFestival,
  trainJourney,
  zooVisit,
];
