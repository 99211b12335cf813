// DESIGN §9: while the venue's waiting room is on, a visitor it has not let in waits there
// first, whatever page they came to. Loaded by the shop session only for a venue whose waiting
// room is on, so no other shop's first route carries it (bench/first-route).
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { storageKey, useStorage } from "../../lib/storage-context";
import { letIn, readQueueVisit, WAITING_ROOM_PATH, waitingRoomTarget } from "./queue-visit";

export function QueueGate(props: { storagePrefix: string; children: ReactNode }) {
  const storage = useStorage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const key = storageKey(props.storagePrefix, "queue");
  const held = pathname !== WAITING_ROOM_PATH && !letIn(readQueueVisit(storage, key));
  useEffect(() => {
    if (held) navigate(waitingRoomTarget(`${pathname}${search}${hash}`), { replace: true });
  }, [held, navigate, pathname, search, hash]);
  return held ? null : props.children;
}
