export { POST } from "../general/getCountry/route";
