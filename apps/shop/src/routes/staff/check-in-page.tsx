import type { DeviceKeyInput } from "@shop/core/contract";
import { Alert } from "@shop/ui/alert";
import { Button } from "@shop/ui/button";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { CameraScanner } from "../../features/check-in/camera-scanner";
import { CHECK_IN_TABLES, useCheckInT } from "../../features/check-in/check-in-texts";
import { Counts, OfflineState } from "../../features/check-in/door-state";
import { Answer, LastScans } from "../../features/check-in/scan-answer";
import {
  findDevice,
  isRefusedKey,
  type ScanEntry,
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
  // Signing out forgets what was let in offline and not sent yet: asked first, while any is.
  const [leaving, setLeaving] = useState(0);
  const signOut = () => (pending > 0 && leaving === 0 ? setLeaving((n) => n + 1) : onSignOut());
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
        <Button variant="secondary" size="sm" onClick={signOut}>
          {t("checkIn.signOut")}
        </Button>
      </div>
      {leaving > 0 && pending > 0 && (
        <Alert variant="destructive" focusOn={leaving}>
          <p>{t("checkIn.signOutPending", { count: pending })}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button size="sm" onClick={() => setLeaving(0)}>
              {t("checkIn.signOutStay")}
            </Button>
            <Button variant="secondary" size="sm" onClick={onSignOut}>
              {t("checkIn.signOutAnyway")}
            </Button>
          </div>
        </Alert>
      )}
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
