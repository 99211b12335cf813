// spec surrounding-areas §4 "Queue", §9: the waiting room's page enters the line (or checks the
// place of the token it keeps), then checks every 10 s; `visiting` forwards the visitor to the
// page they asked for. A 404 on entry means no queue for this visitor (the venue turned it off,
// or a crawler): the shop opens. A token the server no longer takes (401: expired, or of
// another shop) enters anew. A failed check is said and tried again at the next turn.
import { QUEUE_CHECK_SECONDS } from "@shop/core";
import type { WaitingStatus } from "@shop/core/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import type { KeyValueStorage } from "../../lib/storage";
import { queueApi } from "./api";
import { readQueueVisit, WAITING_ROOM_PATH, writeQueueVisit } from "./queue-visit";

export type WaitingRoomState =
  | { phase: "entering"; failed: boolean }
  | { phase: "waiting"; status: WaitingStatus; failed: boolean }
  | { phase: "admitted" }
  | { phase: "left" };

export interface WaitingRoom {
  state: WaitingRoomState;
  /** The token kept, for the staff's debug view. */
  token: string | null;
  /** When the place was last checked (ms since the epoch), for the debug view. */
  checkedAt: number | null;
  leave(): Promise<void>;
  enterAgain(): void;
}

/** Where the visitor goes once let in: a path of this shop, never another site or this page. */
export function forwardPath(to: string | null): string {
  if (!to?.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return "/";
  return to.startsWith(WAITING_ROOM_PATH) ? "/" : to;
}

const status = (error: unknown) => (error instanceof ApiRequestError ? error.status : 0);

export function useWaitingRoom(options: {
  locale: string;
  storage: KeyValueStorage | null;
  storageKey: string;
  /** The page the visitor asked for. */
  to: string;
}): WaitingRoom {
  const { locale, storage, storageKey, to } = options;
  const navigate = useNavigate();
  const [state, setState] = useState<WaitingRoomState>({ phase: "entering", failed: false });
  const [token, setToken] = useState(() => readQueueVisit(storage, storageKey)?.token ?? null);
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  // Checking: false once the visitor left the line; each new entry after that is a new round.
  const [active, setActive] = useState(true);
  const [round, setRound] = useState(0);
  const tokenRef = useRef(token);

  const keep = useCallback(
    (next: string | null, visiting: boolean) => {
      tokenRef.current = next;
      setToken(next);
      writeQueueVisit(storage, storageKey, { token: next, visiting });
    },
    [storage, storageKey],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round enters the line anew.
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const admit = () => {
      setState({ phase: "admitted" });
      navigate(to, { replace: true });
    };
    const place = (answer: WaitingStatus) => {
      setCheckedAt(Date.now());
      if (answer.status === "visiting") admit();
      else setState({ phase: "waiting", status: answer, failed: false });
    };
    const enter = async () => {
      try {
        const ticket = await queueApi.enterQueue({ locale });
        if (stopped) return;
        keep(ticket.token, ticket.status === "visiting");
        place(ticket);
      } catch (error) {
        if (stopped) return;
        if (status(error) !== 404) throw error;
        keep(null, true);
        admit();
      }
    };
    const check = async () => {
      const current = tokenRef.current;
      if (current === null) return enter();
      try {
        const answer = await queueApi.checkQueue({
          locale,
          headers: { Authorization: `Bearer ${current}` },
        });
        if (stopped) return;
        if (answer.status === "visiting") keep(current, true);
        place(answer);
      } catch (error) {
        if (stopped) return;
        if (status(error) !== 401) throw error;
        keep(null, false);
        await enter();
      }
    };
    const turn = async () => {
      try {
        await check();
      } catch {
        if (stopped) return;
        // Said where the visitor is (entering, or waiting), and tried again at the next turn.
        setState((before) =>
          before.phase === "waiting" || before.phase === "entering"
            ? { ...before, failed: true }
            : before,
        );
      }
      if (!stopped) timer = setTimeout(turn, QUEUE_CHECK_SECONDS * 1000);
    };
    void turn();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, round, locale, to, keep, navigate]);

  return {
    state,
    token,
    checkedAt,
    async leave() {
      const current = tokenRef.current;
      setActive(false);
      setState({ phase: "left" });
      keep(null, false);
      if (current === null) return;
      await queueApi
        .leaveQueue({ locale, headers: { Authorization: `Bearer ${current}` } })
        .catch(() => undefined);
    },
    enterAgain() {
      setState({ phase: "entering", failed: false });
      setActive(true);
      setRound((value) => value + 1);
    },
  };
}
