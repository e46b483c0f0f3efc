import { formsThatFitPeople } from "./support/forms";

formsThatFitPeople("ar-SA", "on a phone in Arabic");
