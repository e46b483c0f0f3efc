-- A booked flight moved to another date through the airline's order change flow (issue 53 item 2): its order event.
ALTER TYPE "OrderEventKind" ADD VALUE 'FLIGHT_CHANGED';
