-- Extra checked bags added to a booked flight (issue 53 item 2): the order event that records them.
ALTER TYPE "OrderEventKind" ADD VALUE 'BAGS_ADDED';
