/** The fixed texts of SPEC §5 and §8; the English catalogue carries the same strings for the dialogs. */
export const AUTH_TEXT = {
  emailRequired: "Please Enter Email Address",
  passwordRequired: "Please Enter Password",
  invalidCredentials: "INVALID EMAIL ADDRESS OR PASSWORD",
  accessCodeRequired: "Please Enter The Access Code",
  emailIdRequired: "Please Enter Email ID",
  invalidMail: "Invalid Mail",
  titleRequired: "Please Select Title",
  firstNameRequired: "Please Enter First Name",
  lastNameRequired: "Please Enter Last Name",
  acceptTerms: "PLEASE ACCEPT THE TERMS & CONDITIONS TO PROCEED",
  passwordsDoNotMatch: "Passwords Do Not Match",
  passwordRule: "Password must be between 8-13 characters with at least 1 lowercase, 1 uppercase, 1 number and 1 special character",
  emailConfirmationSent: "AN EMAIL CONFIRMATION HAS BEEN SENT TO YOUR ACCOUNT. PLEASE ACCEPT TO CONTINUE YOUR REGISTRATION PROCESS",
  noResultFound: "NO RESULT FOUND!",
  invalidPhone: "Please Enter A Valid Phone Number",
  /** SPEC §8 "Social sign-in failure does nothing": the dialogs show nothing; API callers get this generic text. */
  socialSignInFailed: "SOCIAL SIGN-IN FAILED",
  linkConfirmationSent: "WE HAVE SENT AN EMAIL TO THE ADDRESS OF THIS ACCOUNT. OPEN THE LINK IN IT TO CONNECT YOUR SOCIAL ACCOUNT, THEN SIGN IN AGAIN.",
} as const;

/** SPEC §8 signup message catalogue: code and message. */
export const SIGNUP_MESSAGES = {
  USER_ALREADY_CREATED: "User Already Exists. Please login with Email",
  USER_CREATED: "An email confirmation has been sent to your account. Please accept to continue your registration process.",
  INVALID_ACCESS_CODE: "Invalid Access Code",
  ACCESS_CODE_EXPIRED: "This Access Code Has Expired",
  ACCESS_CODE_USED: "This Access Code Has Already Been Used",
  SIGNUP_FAILED: "We Could Not Create Your Account. Please Try Again",
  /** SPEC §4: a social sign-up ends with a welcome message (the account is confirmed by the provider). */
  SOCIAL_USER_CREATED: "Welcome! Your account is ready.",
} as const;

export type SignupMessageCode = keyof typeof SIGNUP_MESSAGES;
