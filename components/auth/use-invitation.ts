"use client";

import { useEffect } from "react";
import { titleToField } from "@/lib/account/titles";
import type { SignUpForm } from "./sign-up-request";

type Invitation = {
  mastercode?: string | null;
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  title?: number | null;
  phonenumber?: string | null;
  countrycode?: string | null;
  lang?: string | null;
  tripid?: string | null;
};

/** What an invitation fills in: the master code, the person's details, the trip, the country. */
export type InvitationFill = {
  masterCode: string | null;
  form(f: SignUpForm): SignUpForm;
  tripId: string | null;
  countryCode: string | null;
};

/** An invitation link's key (GET /api/signUp/invitation): its details prefill the form once they arrive. */
export function useInvitation(key: string | undefined, apply: (fill: InvitationFill) => void) {
  useEffect(() => {
    if (!key) return;
    void fetch(`/api/signUp/invitation?key=${encodeURIComponent(key)}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((body: { data?: Invitation } | null) => {
        const inv = body?.data;
        if (!inv) return;
        apply({
          masterCode: inv.mastercode ?? null,
          form: (f) => ({
            ...f,
            email: inv.email ?? f.email,
            firstName: inv.firstname ?? f.firstName,
            lastName: inv.lastname ?? f.lastName,
            title: titleToField(inv.title) || f.title,
            mobile: inv.phonenumber?.replace(/\D/g, "").slice(0, 15) ?? f.mobile,
          }),
          tripId: inv.tripid ?? null,
          countryCode: inv.countrycode ? inv.countrycode.toUpperCase() : null,
        });
      })
      .catch(() => undefined);
    // Once per key; `apply` only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
