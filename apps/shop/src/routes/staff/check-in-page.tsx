// The issue 34, Deliver 2: the door's scanner page (/staff/check-in), for the venue's staff on
// a phone or at a desk. Behind a device's key (typed once, kept in this browser until signed
// out): the camera, or a typed code (a keyboard-wedge scanner types too), each answered in
// large green or red with its reason, told to screen readers as an alert while focus stays in
// the code field for the next visitor; the last scans; the day's counts, read again every
// 15 s and after each scan. Outside the shop's frame: no cart, menu or waiting room at the door.
import { TIME_ZONE } from "@shop/core";
import type { DeviceKeyInput, ScanResult } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { cn } from "@shop/ui/cn";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { CameraScanner } from "../../features/check-in/camera-scanner";
import { CHECK_IN_TABLES, useCheckInT } from "../../features/check-in/check-in-texts";
import {
  findDevice,
  isRefusedKey,
  type ScanEntry,
  useCheckInCounts,
  useCheckInDevice,
  useDeviceKey,
  useOfflineDoor,
  useScans,
} from "../../features/check-in/use-check-in";
import { contractResolver, lazySchema } from "../../features/forms/contract-resolver";
import { useFieldParts } from "../../features/forms/field-parts";
import { FormAlert } from "../../features/forms/form-alert";
import { useFormAlert } from "../../features/forms/use-form-alert";
import { AreaTexts } from "../../i18n/area-texts";
import { useIntl } from "../../i18n/intl";
import { useLocale } from "../../i18n/locale-context";
import { useNow } from "../../lib/clock";
import { usePageTitle } from "../../lib/use-page-title";
import { AllTexts } from "../layout/all-texts";

export function CheckInArea() {
  return (
    <AllTexts>
      <AreaTexts name="check-in" tables={CHECK_IN_TABLES}>
        <CheckInPage />
      </AreaTexts>
    </AllTexts>
  );
}

function CheckInPage() {
  const t = useCheckInT();
  const [key, setKey] = useDeviceKey();
  usePageTitle(t("checkIn.title"), t("app.name"));
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6">
      <h1 className="font-bold font-heading text-3xl">{t("checkIn.title")}</h1>
      {key === null ? (
        <DeviceSignIn onKey={setKey} />
      ) : (
        <Door deviceKey={key} onSignOut={() => setKey(null)} />
      )}
    </main>
  );
}

type KeyValues = { key: string };
const KEY_FIELDS = ["key"] as const;
const KEY_CODES = ["required", "invalid"] as const;
const KEY_RESOLVER = contractResolver<KeyValues, DeviceKeyInput>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.DeviceKeyInput)),
  toRequest: (values) => ({ key: values.key.trim() }),
  required: KEY_FIELDS,
});

/** The key form: a device is signed in once the server says whose the key is. */
function DeviceSignIn({ onKey }: { onKey: (key: string) => void }) {
  const t = useCheckInT();
  const { locale } = useLocale();
  const form = useForm<KeyValues>({
    defaultValues: { key: "" },
    resolver: KEY_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useFieldParts(form, {
    label: () => t("checkIn.key.label"),
    codes: KEY_CODES,
    error: (code) => t(`checkIn.field.${code}`),
  });
  const submit = alert.submit(async (values) => {
    const key = values.key.trim();
    await findDevice(locale, key);
    onKey(key);
  }, KEY_FIELDS);
  return (
    <section aria-labelledby="check-in-key" className="grid gap-4">
      <h2 id="check-in-key" className="font-heading font-semibold text-xl">
        {t("checkIn.key.title")}
      </h2>
      <p>{t("checkIn.key.intro")}</p>
      <FormAlert
        alert={alert}
        name="device-key"
        summary={t("checkIn.key.errorSummary")}
        failed={(problem) =>
          t(
            problem.status === 401
              ? "checkIn.key.refused"
              : problem.status === 404
                ? "checkIn.key.off"
                : "checkIn.key.failed",
          )
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-4">
        {parts.text("key", { type: "password", autoComplete: "off" })}
        <p>
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            loadingLabel={t("checkIn.key.saving")}
          >
            {t("checkIn.key.submit")}
          </Button>
        </p>
      </form>
    </section>
  );
}

/** The signed-in door: who this device is, the scanners, the answer, the last scans, counts. */
function Door({ deviceKey, onSignOut }: { deviceKey: string; onSignOut: () => void }) {
  const t = useCheckInT();
  const { locale } = useLocale();
  const now = useNow();
  const device = useCheckInDevice(locale, deviceKey);
  const offline = useOfflineDoor(locale, deviceKey);
  const { scans, scan, pending, uploaded } = useScans(locale, deviceKey, now, {
    offline: offline.data,
    device: device.data?.name ?? "",
  });
  const [cameraFailed, setCameraFailed] = useState(0);
  const scanFromCamera = useCallback(
    (code: string) => {
      scan(code).catch(() => setCameraFailed((n) => n + 1));
    },
    [scan],
  );

  if (isRefusedKey(device.error)) {
    return (
      <div className="grid justify-items-start gap-4">
        <Alert variant="destructive" focusOn={1}>
          {t("checkIn.key.refused")}
        </Alert>
        <Button onClick={onSignOut}>{t("checkIn.key.title")}</Button>
      </div>
    );
  }
  const [current] = scans;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">
          {device.data ? t("checkIn.device", { name: device.data.name }) : null}
        </p>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          {t("checkIn.signOut")}
        </Button>
      </div>
      <CodeForm onCode={scan} />
      <CameraScanner onCode={scanFromCamera} />
      {cameraFailed > 0 && (
        <Alert variant="destructive" role="status">
          {t("checkIn.code.failed")}
        </Alert>
      )}
      {current && <Answer key={current.number} entry={current} />}
      <OfflineState
        ready={offline.data?.list.generated_at ?? null}
        loaded={!offline.isLoading}
        pending={pending}
        uploaded={uploaded}
      />
      <LastScans scans={scans} />
      <Counts deviceKey={deviceKey} />
    </div>
  );
}

type CodeValues = { code: string };
const CODE_FIELDS = ["code"] as const;
const CODE_RESOLVER = contractResolver<CodeValues, { code: string }>({
  schema: lazySchema(() => import("@shop/core/contract").then((c) => c.ScanRequest)),
  toRequest: (values) => ({ code: values.code.trim() }),
  required: CODE_FIELDS,
});

/** The typed code: after each answer the field is empty and focused for the next one. */
function CodeForm({ onCode }: { onCode: (code: string) => Promise<ScanEntry> }) {
  const t = useCheckInT();
  const form = useForm<CodeValues>({
    defaultValues: { code: "" },
    resolver: CODE_RESOLVER,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const alert = useFormAlert(form);
  const parts = useFieldParts(form, {
    label: () => t("checkIn.code.label"),
    codes: KEY_CODES,
    error: (code) => t(`checkIn.field.${code}`),
  });
  const submit = alert.submit(async (values) => {
    await onCode(values.code.trim());
    form.reset({ code: "" });
    form.setFocus("code");
  }, CODE_FIELDS);
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormAlert
        alert={alert}
        name="code"
        summary={t("checkIn.code.errorSummary")}
        failed={() => t("checkIn.code.failed")}
      />
      {parts.text("code", { autoComplete: "off", hint: t("checkIn.code.hint") })}
      <p>
        <Button
          type="submit"
          size="lg"
          loading={form.formState.isSubmitting}
          loadingLabel={t("checkIn.code.checking")}
        >
          {t("checkIn.code.submit")}
        </Button>
      </p>
    </form>
  );
}

/** What the answer says beside its headline: the reason, whom and what the code admits. */
function useAnswerLines() {
  const t = useCheckInT();
  const intl = useIntl();
  const time = (at: string | Date) =>
    intl.formatTime(at, { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });
  return (result: ScanResult): string[] => {
    const lines: string[] = [];
    if (result.reason === "already_used" && result.used) {
      lines.push(
        result.used.device
          ? t("checkIn.reason.already_used", {
              time: time(result.used.at),
              device: result.used.device,
            })
          : t("checkIn.reason.already_used.unknownDevice", { time: time(result.used.at) }),
      );
    } else if (result.reason !== null) {
      lines.push(t(`checkIn.reason.${result.reason}`));
    }
    const admission = result.admission;
    if (admission) {
      const { label, person, persons } = admission;
      lines.push(t("checkIn.admits", { label, person, persons }));
      if (label !== admission.title) lines.push(t("checkIn.what", { title: admission.title }));
      if (admission.date) {
        const date = intl.formatDate(`${admission.date}T12:00:00Z`, {
          weekday: "long",
          day: "numeric",
          month: "long",
          timeZone: "UTC",
        });
        lines.push(
          admission.slot
            ? t("checkIn.whenSlot", { date, slot: admission.slot })
            : t("checkIn.when", { date }),
        );
      }
      if (admission.seat) lines.push(t("checkIn.seat", { seat: admission.seat }));
    }
    return lines;
  };
}

/**
 * The answer to the last scan, large and coloured, and said in words: a new alert per scan (its
 * key), so a screen reader speaks each one, the same answer twice too; focus stays put.
 */
function Answer({ entry }: { entry: ScanEntry }) {
  const t = useCheckInT();
  const linesOf = useAnswerLines();
  const valid = entry.result.result === "valid";
  return (
    <div
      role="alert"
      data-result={entry.result.result}
      data-reason={entry.result.reason ?? undefined}
      className={cn(
        "grid gap-2 rounded-lg p-6",
        valid ? "bg-success text-success-foreground" : "bg-destructive text-destructive-foreground",
      )}
    >
      <p className="font-bold font-heading text-4xl">
        {t(valid ? "checkIn.valid" : "checkIn.refused")}
      </p>
      {linesOf(entry.result).map((line) => (
        <p key={line} className="text-lg">
          {line}
        </p>
      ))}
      {entry.offline && <p>{t("checkIn.offline.judged")}</p>}
    </div>
  );
}

/**
 * Whether the door can go on without network (the day's list is here), what it let in offline
 * and has not sent yet, and what the last upload found; told politely as it changes.
 */
function OfflineState(props: {
  ready: string | null;
  loaded: boolean;
  pending: number;
  uploaded: { recorded: number; conflicts: number } | null;
}) {
  const t = useCheckInT();
  const intl = useIntl();
  return (
    <div role="status" className="grid gap-1 text-muted-foreground text-sm">
      {props.ready !== null ? (
        <p>
          {t("checkIn.offline.ready", {
            time: intl.formatTime(props.ready, {
              hour: "2-digit",
              minute: "2-digit",
              timeZone: TIME_ZONE,
            }),
          })}
        </p>
      ) : (
        props.loaded && <p>{t("checkIn.offline.none")}</p>
      )}
      {props.pending > 0 && <p>{t("checkIn.offline.pending", { count: props.pending })}</p>}
      {props.uploaded && (
        <p>
          {t("checkIn.offline.uploaded", {
            recorded: props.uploaded.recorded,
            conflicts: props.uploaded.conflicts,
          })}
        </p>
      )}
    </div>
  );
}

function LastScans({ scans }: { scans: readonly ScanEntry[] }) {
  const t = useCheckInT();
  const intl = useIntl();
  const linesOf = useAnswerLines();
  return (
    <section aria-labelledby="check-in-last" className="grid gap-2">
      <h2 id="check-in-last" className="font-heading font-semibold text-xl">
        {t("checkIn.last.title")}
      </h2>
      {scans.length === 0 ? (
        <p>{t("checkIn.last.none")}</p>
      ) : (
        <ol className="grid gap-1">
          {scans.map((entry) => (
            <li key={entry.number}>
              {t("checkIn.last.entry", {
                time: intl.formatTime(entry.at, {
                  hour: "2-digit",
                  minute: "2-digit",
                  second: "2-digit",
                  timeZone: TIME_ZONE,
                }),
                result: [
                  t(entry.result.result === "valid" ? "checkIn.valid" : "checkIn.refused"),
                  ...linesOf(entry.result).slice(0, 2),
                ].join(" – "),
              })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Counts({ deviceKey }: { deviceKey: string }) {
  const t = useCheckInT();
  const { locale } = useLocale();
  const counts = useCheckInCounts(locale, deviceKey);
  const data = counts.data;
  return (
    <section aria-labelledby="check-in-counts" className="grid gap-2">
      <h2 id="check-in-counts" className="font-heading font-semibold text-xl">
        {t("checkIn.counts.title")}
      </h2>
      {counts.error && !data && <p>{t("checkIn.counts.failed")}</p>}
      {data && data.slots.length === 0 && <p>{t("checkIn.counts.none")}</p>}
      {data && data.slots.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pe-2">
                {t("checkIn.counts.slot")}
              </th>
              <th scope="col" className="py-1 pe-2">
                {t("checkIn.counts.product")}
              </th>
              <th scope="col" className="py-1 pe-2 text-end">
                {t("checkIn.counts.admitted")}
              </th>
              <th scope="col" className="py-1 text-end">
                {t("checkIn.counts.expected")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.slots.map((slot) => (
              <tr key={`${slot.kind}.${slot.product_id}.${slot.slot ?? ""}`} className="border-t">
                <td className="py-1 pe-2">{slot.slot ?? t("checkIn.counts.allDay")}</td>
                <td className="py-1 pe-2 [overflow-wrap:anywhere]">{slot.title}</td>
                <td className="py-1 pe-2 text-end">{slot.admitted}</td>
                <td className="py-1 text-end">{slot.expected}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t font-semibold">
              <th scope="row" colSpan={2} className="py-1 pe-2 text-left">
                {t("checkIn.counts.total")}
              </th>
              <td className="py-1 pe-2 text-end">{data.admitted}</td>
              <td className="py-1 text-end">{data.expected}</td>
            </tr>
          </tfoot>
        </table>
      )}
      {data && data.undated_admitted > 0 && (
        <p>{t("checkIn.counts.undated", { count: data.undated_admitted })}</p>
      )}
    </section>
  );
}
