import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCaller } from "#app/admin/api/http.server";
import type { User } from "#server/accounts/users";
import { type AccountsWorld, openAccounts } from "../support/account-service";
import { databaseVariants } from "../support/postgres";

/**
 * Issue 29, finding 2: an owner removed or demoted kept using the API token they made
 * and the invitation they sent. Offboarding now ends both (audited), and a token or an
 * invitation whose maker lost the right to make it stops working even if that was missed.
 */
for (const variant of databaseVariants) {
  describe.skipIf(variant.skip)(`offboarding on ${variant.name}`, () => {
    let w: AccountsWorld;
    let stays: User;

    beforeAll(async () => {
      w = await openAccounts(variant.name, "offboarding");
      stays = await w.addUser("stays@example.com", "owner");
    });
    afterAll(async () => w?.close());

    /** The content API's gate, as a request with this bearer token meets it. */
    async function bearer(plain: string, access: "read" | "write" = "write") {
      const request = new Request("https://site.test/admin/api/content/products/tracko", {
        headers: { authorization: `Bearer ${plain}` },
      });
      const context = { clientIp: "203.0.113.7", services: { apiTokens: w.apiTokens } } as unknown as AppLoadContext;
      try {
        const caller = await requireCaller(request, context, access);
        return { status: 200, caller, message: "" };
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        const body = (await thrown.json()) as { message: string };
        return { status: thrown.status, caller: undefined, message: body.message };
      }
    }

    /** An owner who makes a read-write token and invites someone as owner (the finding's set-up). */
    async function ownerWithTokenAndInvitation(email: string) {
      const owner = await w.addUser(email, "owner");
      const made = await w.apiTokens.create(`${email} sync`, "write", {
        id: owner.id,
        email: owner.email,
        ip: "198.51.100.7",
      });
      if (!made.ok) throw new Error("token not made");
      const heir = `heir-of-${email}`;
      expect(await w.accounts.invite(w.acting(owner), { email: heir, role: "owner" })).toEqual({
        ok: true,
        value: undefined,
      });
      const mail = await w.db.kysely
        .selectFrom("mail_outbox")
        .select("text")
        .where("to", "=", heir)
        .executeTakeFirstOrThrow();
      const invitation = /\/admin\/invitation\/([\w-]{43})/.exec(mail.text)?.[1];
      if (!invitation) throw new Error("no invitation link in the mail");
      expect((await bearer(made.plain)).status, "the token works while its maker is an owner").toBe(200);
      return { owner, token: made.token, plain: made.plain, heir, invitation };
    }

    const accept = (invitation: string) =>
      w.accounts.acceptInvitation({
        token: invitation,
        displayName: "Heir",
        password: "quiet-harbour-lantern-58",
        ip: "192.0.2.1",
      });

    async function expectAccessEnded(s: Awaited<ReturnType<typeof ownerWithTokenAndInvitation>>) {
      expect(await w.apiTokens.verify(s.plain)).toBeUndefined();
      expect((await w.apiTokens.get(s.token.id))?.revokedAt).not.toBeNull();
      for (const access of ["read", "write"] as const) expect((await bearer(s.plain, access)).status, access).toBe(401);
      expect(
        await w.accounts.openInvitation(s.invitation),
        "the invitation page says the link expired",
      ).toBeUndefined();
      expect(await accept(s.invitation)).toEqual({ ok: false, expired: true });
      expect(await w.users.findByEmail(s.heir), "no new owner").toBeUndefined();

      const revokedToken = (await w.audited("api_token.revoke")).find(
        (e) => e.target === `api token ${s.token.id} (${s.token.name})`,
      );
      expect(revokedToken).toMatchObject({ actor: stays.email, actorId: stays.id, details: { scope: "write" } });
      const withdrawn = (await w.audited("user.invitation_revoked")).find((e) => e.target === s.heir);
      expect(withdrawn).toMatchObject({ actor: stays.email, actorId: stays.id });
    }

    it("removing an owner revokes their API tokens and open invitations, each audited", async () => {
      const s = await ownerWithTokenAndInvitation("leaving@example.com");
      expect(await w.accounts.removeUser(w.acting(stays), s.owner.id)).toBe("removed");
      await expectAccessEnded(s);
    });

    for (const role of ["editor", "sales"] as const) {
      it(`demoting an owner to ${role} does the same`, async () => {
        const s = await ownerWithTokenAndInvitation(`demoted-to-${role}@example.com`);
        expect(await w.accounts.changeRole(w.acting(stays), s.owner.id, role)).toBe("changed");
        await expectAccessEnded(s);
      });
    }

    it("leaves other owners' tokens and invitations alone, and an editor made sales has nothing to revoke", async () => {
      const other = await ownerWithTokenAndInvitation("other-owner@example.com");
      const editor = await w.addUser("editor@example.com", "editor");
      const revocationsBefore =
        (await w.audited("api_token.revoke")).length + (await w.audited("user.invitation_revoked")).length;
      expect(await w.accounts.changeRole(w.acting(stays), editor.id, "sales")).toBe("changed");
      const gone = await w.addUser("gone-editor@example.com", "editor");
      expect(await w.accounts.removeUser(w.acting(stays), gone.id)).toBe("removed");

      const revocationsAfter =
        (await w.audited("api_token.revoke")).length + (await w.audited("user.invitation_revoked")).length;
      expect(revocationsAfter).toBe(revocationsBefore);
      expect((await bearer(other.plain)).status).toBe(200);
      expect((await w.accounts.openInvitation(other.invitation))?.email).toBe(other.heir);
    });

    it("refuses a token whose maker lost access even when nothing revoked it, and says why", async () => {
      // Changed behind the service's back (as an older release, or a hand edit, could have).
      const demoted = await ownerWithTokenAndInvitation("quietly-demoted@example.com");
      await w.users.setRole(demoted.owner.id, "editor");
      const removed = await ownerWithTokenAndInvitation("quietly-removed@example.com");
      await w.users.remove(removed.owner.id);

      for (const s of [demoted, removed]) {
        expect((await w.apiTokens.get(s.token.id))?.revokedAt, "not revoked").toBeNull();
        const answer = await bearer(s.plain, "read");
        expect(answer.status).toBe(401);
        expect(answer.message).toMatch(/no longer has access.*ask an owner for a new token/i);
        expect(await accept(s.invitation), "nor can the invitation be accepted").toEqual({ ok: false, expired: true });
        expect(await w.accounts.openInvitation(s.invitation)).toBeUndefined();
        expect(await w.users.findByEmail(s.heir)).toBeUndefined();
      }

      // Made an owner again: the token works again (it was never revoked); the invitation too.
      await w.users.setRole(demoted.owner.id, "owner");
      expect((await bearer(demoted.plain)).status).toBe(200);
      expect((await accept(demoted.invitation)).ok).toBe(true);
    });
  });
}
