-- Seats chosen or changed on a booked flight (issue 53): the order event that records them.
ALTER TYPE "OrderEventKind" ADD VALUE 'SEATS_CHOSEN';
