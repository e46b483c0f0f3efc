import { formsThatFitPeople } from "./support/forms";

formsThatFitPeople("en-US", "on a desktop in English");
