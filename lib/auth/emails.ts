/** The account e-mails. Plain text first (every client shows it); a simple HTML part with the same link. */
type Mail = { subject: string; text: string; html: string };

function html(paragraphs: string[], link: { href: string; label: string }): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5">${paragraphs.map((p) => `<p>${esc(p)}</p>`).join("")}<p><a href="${esc(link.href)}">${esc(link.label)}</a></p></div>`;
}

export function verificationMail(orgName: string, firstName: string, link: string): Mail {
  const lines = [`Hello ${firstName},`, `Please confirm your e-mail address to finish creating your ${orgName} account. The link is valid for 48 hours.`];
  return {
    subject: `Confirm your ${orgName} account`,
    text: `${lines.join("\n\n")}\n\n${link}\n\nIf you did not sign up, you can ignore this e-mail.`,
    html: html([...lines, "If you did not sign up, you can ignore this e-mail."], { href: link, label: "Confirm my account" }),
  };
}

export function resetPasswordMail(orgName: string, firstName: string, link: string): Mail {
  const lines = [
    `Hello ${firstName},`,
    `Someone asked to reset the password of your ${orgName} account. Use the link below within one hour to choose a new password.`,
  ];
  return {
    subject: `Reset your ${orgName} password`,
    text: `${lines.join("\n\n")}\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
    html: html([...lines, "If it was not you, ignore this e-mail: your password stays as it is."], { href: link, label: "Choose a new password" }),
  };
}

export function linkIdentityMail(orgName: string, firstName: string, provider: string, providerEmail: string, link: string): Mail {
  const lines = [
    `Hello ${firstName},`,
    `Someone — probably you — tried to sign in to your ${orgName} account with ${provider} (${providerEmail}). To connect that ${provider} account to yours, open the link below within one hour. After that you can sign in with ${provider}.`,
  ];
  const ignore = `If it was not you, ignore this e-mail: nothing changes.`;
  return {
    subject: `Connect ${provider} to your ${orgName} account`,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${ignore}`,
    html: html([...lines, ignore], { href: link, label: `Connect ${provider}` }),
  };
}

/** To the owner of an address an agent made an account for: accept or decline the agent acting for them. */
export function agentLinkMail(m: { orgName: string; firstName: string; agentName: string; link: string; ended: boolean }): Mail {
  const lines = m.ended
    ? [
        `Hello ${m.firstName},`,
        `The travel agent ${m.agentName} set up your ${m.orgName} account. Now that you have taken it over, they can no longer see your trips, profile or wallet, or book as you. They can still send you quotes.`,
        `If you want ${m.agentName} to act for you again, accept below. The link is valid for 30 days.`,
      ]
    : [
        `Hello ${m.firstName},`,
        `The travel agent ${m.agentName} set up a ${m.orgName} account for this address, to plan and book trips for you. Accept if you want them to act for you: see your trips, profile and wallet, and book as you. Decline if you do not know them.`,
        `The link is valid for 30 days. Whatever you choose, you can sign up or reset the password for this address yourself; the agent's access then ends until you accept.`,
      ];
  return {
    subject: m.ended ? `Your travel agent's access to your ${m.orgName} account has ended` : `A travel agent set up your ${m.orgName} account`,
    text: `${lines.join("\n\n")}\n\n${m.link}`,
    html: html(lines, { href: m.link, label: m.ended ? "Accept or decline" : "Accept or decline the agent" }),
  };
}
