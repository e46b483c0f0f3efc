/** The parts of the untyped Amadeus package the transfer kind uses. */

declare module "amadeus" {
  import type { RequestOptions, ClientRequest } from "node:http";

  type AmadeusResponse<T> = { statusCode: number; result: unknown; data: T };

  export type AmadeusOptions = {
    clientId: string;
    clientSecret: string;
    host?: string;
    port?: number;
    ssl?: boolean;
    logLevel?: "silent" | "warn" | "debug";
    http?: { request(options: RequestOptions): ClientRequest };
  };

  export default class Amadeus {
    constructor(options: AmadeusOptions);
    shopping: { transferOffers: { post(body: object): Promise<AmadeusResponse<unknown>> } };
    ordering: {
      transferOrders: { post(body: object, offerId: string): Promise<AmadeusResponse<unknown>> };
      transferOrder(orderId: string): { transfers: { cancellation: { post(body: object | string, confirmNbr: string): Promise<AmadeusResponse<unknown>> } } };
    };
  }
}
