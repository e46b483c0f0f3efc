import { ZReference, ZTraveler } from "@/lib/booking/schemas";
import { ZManageToken } from "@/lib/orders/guest/schemas";

/** The corrected name, checked as the checkout checked it (letters, spaces, apostrophes and hyphens). */
const ZName = ZTraveler.pick({ firstName: true, lastName: true });

/** A member corrects the lead traveller's name on their own booking. */
export const ZCorrectName = ZReference.extend(ZName.shape).strict();

/** A guest does, with their manage-booking token. */
export const ZGuestCorrectName = ZManageToken.extend(ZName.shape).strict();
