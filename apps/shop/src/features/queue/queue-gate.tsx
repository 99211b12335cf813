// DESIGN §9: while the venue's waiting room is on, a visitor it has not let in waits there
// first, whatever page they came to; and a write the server refuses with queue_required (their
// visit ended) sends them back, the page they were on kept as where to go on. Loaded by the
// shop session only for a venue whose waiting room is on, so no other shop's first route
// carries it (bench/first-route).
import { type ReactNode, useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { onLeadingAnswer } from "../../lib/api-client";
import { storageKey, useStorage } from "../../lib/storage-context";
import {
  readQueueVisit,
  WAITING_ROOM_PATH,
  waitingRoomTarget,
  writeQueueVisit,
} from "./queue-visit";

export function QueueGate(props: { storagePrefix: string; children: ReactNode }) {
  const storage = useStorage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const key = storageKey(props.storagePrefix, "queue");
  const held = pathname !== WAITING_ROOM_PATH && readQueueVisit(storage, key)?.visiting !== true;
  useEffect(() => {
    if (held) navigate(waitingRoomTarget(`${pathname}${search}${hash}`), { replace: true });
  }, [held, navigate, pathname, search, hash]);
  // Listening starts in the commit, before the page's own calls can answer (shop-session.tsx).
  useLayoutEffect(
    () =>
      onLeadingAnswer((error) => {
        if (error.code !== "queue_required") return;
        const token = readQueueVisit(storage, key)?.token ?? null;
        writeQueueVisit(storage, key, { token, visiting: false });
        navigate(waitingRoomTarget(`${pathname}${search}`));
      }),
    [navigate, pathname, search, storage, key],
  );
  return held ? null : props.children;
}
