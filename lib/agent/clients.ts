import { db } from "@/lib/db";
import { deliverQueued } from "@/lib/email";
import type { AgentLinkState } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { agentLinkView, assertMayActAs, type AgentLinkView } from "./link";
import { offerAgentLink } from "./link-offer";
import type { CreateClientInput } from "./schemas";

export type ClientView = {
  id: number;
  title: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string | null;
  /** The account's bookings; null once the link ended (the account is the owner's own business then). */
  bookings: number | null;
  createdAt: string;
  link: AgentLinkView;
};

const SELECT = {
  id: true,
  title: true,
  firstName: true,
  lastName: true,
  email: true,
  mobileNo: true,
  createdAt: true,
  agentLink: true,
  _count: { select: { reservations: true } },
} as const;

function view(u: {
  id: number;
  title: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string | null;
  createdAt: Date;
  agentLink: AgentLinkState | null;
  _count: { reservations: number };
}): ClientView {
  const link = agentLinkView(u.agentLink);
  const ended = link === "ended";
  return {
    id: u.id,
    title: u.title,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    mobileNo: ended ? null : u.mobileNo,
    bookings: ended ? null : u._count.reservations,
    createdAt: u.createdAt.toISOString(),
    link,
  };
}

/**
 * An agent's new client: a member account of the agent's organisation, linked to the agent, with no password (the
 * client can set one through sign-up or "forgot password" at any time, which ends the agent link). The address is
 * e-mailed a link to accept or decline the agent, in the same transaction. An e-mail already used in the organisation
 * is refused.
 */
export async function createClient(agent: { id: number; orgId: number }, input: CreateClientInput): Promise<ClientView> {
  const exists = await db.user.findFirst({ where: { orgId: agent.orgId, email: input.email }, select: { id: true } });
  if (exists)
    throw new AppError("CONFLICT", "An account with this e-mail address already exists.", {
      fields: [{ path: "email", message: "An account with this e-mail address already exists." }],
    });
  const { user, emailId } = await db.$transaction(async (tx) => {
    const user = await tx.user.create({
      data: {
        orgId: agent.orgId,
        email: input.email,
        title: input.title,
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNo: input.mobileNo || null,
        userType: 2,
        role: "Member",
        agentId: agent.id,
        nationalityId: 1,
      },
      select: SELECT,
    });
    await tx.userActivity.create({ data: { userId: user.id, actorId: agent.id, action: "client-created" } });
    return { user, emailId: await offerAgentLink(tx, user.id, false) };
  });
  if (emailId !== null) await deliverQueued(emailId);
  return view(user);
}

/** The agent's clients, optionally filtered by a name or e-mail fragment. */
export async function listClients(agentId: number, q = ""): Promise<ClientView[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 4);
  const rows = await db.user.findMany({
    where: {
      agentId,
      deletedAt: null,
      AND: words.map((w) => ({
        OR: [
          { firstName: { contains: w, mode: "insensitive" as const } },
          { lastName: { contains: w, mode: "insensitive" as const } },
          { email: { contains: w, mode: "insensitive" as const } },
        ],
      })),
    },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    take: 200,
    select: SELECT,
  });
  return rows.map(view);
}

/** One of the agent's own clients; anybody else's id is not found (nothing revealed). */
export async function getClientOrThrow(agentId: number, clientId: number) {
  const client = await db.user.findFirst({
    where: { id: clientId, agentId, deletedAt: null },
    select: {
      id: true,
      orgId: true,
      title: true,
      firstName: true,
      lastName: true,
      email: true,
      mobileNo: true,
      canUserBook: true,
      nationalityId: true,
      agentLink: true,
    },
  });
  if (!client) throw new AppError("NOT_FOUND", "Client not found.");
  return client;
}

/** One of the agent's clients whom the agent may act as (lib/agent/link.ts): 403 AGENT_LINK_ENDED otherwise. */
export async function getActableClientOrThrow(agentId: number, clientId: number) {
  const client = await getClientOrThrow(agentId, clientId);
  assertMayActAs(client.agentLink);
  return client;
}
