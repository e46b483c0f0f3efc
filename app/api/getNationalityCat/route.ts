export { POST } from "../general/getNationalities/route";
