// The accounts' mails, sent in the background (DESIGN §7): their sending does not show in the
// time of an answer, and a failure is logged, never thrown.
import type { FastifyBaseLogger } from "fastify";
import { type AccountMail, type MailDeps, sendAccountMail } from "../mail/service";

export interface AccountMailer {
  /** Sends in the background; a failure is logged, never thrown. */
  send(mail: AccountMail): void;
  /**
   * Runs `work` in the background and sends the mail it answers, if any: what a registration
   * writes then happens after the answer, so a new address and a taken one answer alike in
   * time too.
   */
  later(work: () => Promise<AccountMail | undefined>): void;
  /** Resolves when every mail started so far is sent or has failed. */
  idle(): Promise<void>;
}

export function createAccountMailer(deps: {
  mail: Pick<MailDeps, "config" | "clock">;
  log: FastifyBaseLogger;
}): AccountMailer {
  const running = new Set<Promise<void>>();
  const track = (task: Promise<void>) => {
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  const send = (mail: AccountMail) => {
    track(
      sendAccountMail(deps.mail, mail)
        .then((delivery) =>
          deps.log.info({ kind: mail.kind, via: delivery.via }, "account mail sent"),
        )
        .catch((error: unknown) =>
          deps.log.error({ err: error, kind: mail.kind }, "sending an account mail failed"),
        ),
    );
  };
  return {
    send,
    later(work) {
      track(
        work()
          .then((mail) => {
            if (mail) send(mail);
          })
          .catch((error: unknown) =>
            deps.log.error({ err: error }, "an account's background work failed"),
          ),
      );
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
