// spec selling-core §4 "Annual tickets", §5: the workflow of a person slot's form — checked on
// submit, then the new person made (or the one an earlier failed attempt made, corrected), the
// photo uploaded and the slot personalised; a refusal marks its field or says the attempt
// failed, and each failed attempt counts (the alert's focusOn). The form left for the address
// page is kept for the way back (./annual-drafts.tsx). The page renders what this answers.
import type {
  AnnualHolder,
  AnnualOrder,
  AnnualTicketSale,
  Personalization,
} from "@shop/core/contract";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { ApiRequestError } from "../../lib/api-client";
import { usePreloadedSchema } from "../forms/contract-resolver";
import { type DetailValues, useAnnualDrafts } from "./annual-drafts";
import {
  type AnnualProblem,
  nextPath,
  personalizationBase,
  problemOf,
  submitLabelOf,
} from "./annual-rules";
import {
  candidates,
  type DetailError,
  type DetailField,
  defaultsOf,
  detailResolver,
  fieldOfServer,
  HOLDER_SCHEMA,
  holderRequestOf,
  NEW,
} from "./personalization-detail";
import { useAnnualWrites } from "./use-annual";

export function usePersonalizationDetail({
  order,
  sale,
  slot,
  token,
  locale,
  chosenAddress,
}: {
  order: AnnualOrder;
  sale: AnnualTicketSale;
  slot: Personalization;
  token: string;
  locale: string;
  /** The address the address page saved (`?address=`), if the visitor comes back from it. */
  chosenAddress: string | null;
}) {
  const navigate = useNavigate();
  const drafts = useAnnualDrafts();
  const writes = useAnnualWrites(locale, token);
  const base = personalizationBase(token);
  const people = candidates(order, slot);
  usePreloadedSchema(HOLDER_SCHEMA);
  const [defaults] = useState(() =>
    defaultsOf(order, slot, people, chosenAddress, drafts.draftOf(slot.id)),
  );
  const form = useForm<DetailValues>({
    defaultValues: defaults,
    resolver: detailResolver(sale),
    // Checked on submit only: the alert takes the focus once per attempt, never while typing.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [problem, setProblem] = useState<AnnualProblem>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Made by an attempt whose personalization failed: the next attempt names it again.
  // Kept with the form's draft while the visitor adds an address on its own page.
  const created = useRef<AnnualHolder | undefined>(drafts.draftOf(slot.id)?.created);

  const save = async (values: DetailValues) => {
    setFailed(false);
    try {
      let holderToken = people.find(
        (holder) => String(holder.id) === values.person,
      )?.customer_personalization_token;
      if (values.person === NEW) {
        const { customer } = holderRequestOf(values);
        const before = created.current;
        if (!before) created.current = await writes.createHolder({ customer });
        else if (
          before.name !== customer.name ||
          before.surname !== customer.surname ||
          (before.email ?? "") !== (customer.email ?? "")
        ) {
          // Corrected after a failed attempt: the person made then, not a second one.
          created.current = await writes.updateHolder(before.id, { customer });
        }
        holderToken = created.current?.customer_personalization_token;
      }
      if (!holderToken) {
        form.setError("person", { type: "server", message: "required" });
        setAttempt((n) => n + 1);
        return;
      }
      if (values.photo.photo) {
        const uploaded = await writes.uploadPhoto(slot.id, values.photo.photo);
        form.setValue("photo", { photo: null, photoUrl: uploaded.photo_preview_url });
      }
      await writes.personalize(slot.id, {
        personalization: {
          customer_personalization_token: holderToken,
          customer_adress_id: Number(values.address),
        },
      });
      drafts.drop(slot.id);
      const next = nextPath(order, base, slot.id);
      navigate(next, next === base ? { state: { saved: true } } : undefined);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        const fields = Object.keys((error.fields as object | undefined) ?? {});
        let marked = false;
        for (const path of fields) {
          const field = fieldOfServer(path);
          if (!field) continue;
          marked = true;
          // The server's photo refusal: none where one is needed, or a file that is no image.
          const photoError = values.photo.photo ? "photoNotImage" : "photoRequired";
          form.setError(field, {
            type: "server",
            message: field === "photo" ? photoError : "invalid",
          });
        }
        setFailed(!marked);
        setAttempt((n) => n + 1);
        return;
      }
      if (error instanceof ApiRequestError && error.status === 413) {
        form.setError("photo", { type: "server", message: "photoTooLarge" });
        setAttempt((n) => n + 1);
        return;
      }
      setProblem(problemOf(error));
    }
  };

  return {
    form,
    /** The holders the person choice offers (besides a new one). */
    people,
    submitLabel: submitLabelOf(order, slot.id),
    submit: form.handleSubmit(save, () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    }),
    /** A problem that ends the form: the page shows its error page instead. */
    problem,
    /** The last attempt failed without a field to mark. */
    failed,
    /** Failed attempts so far: the alert's focusOn. */
    attempt,
    invalid: Object.keys(errors).length > 0,
    /** The error code of a field, if it has one. */
    errorOf: (field: DetailField) => errors[field]?.message as DetailError | undefined,
    /** The visitor leaves for the address page: the form waits for the way back. */
    keepDraft: () => drafts.keep(slot.id, { values: form.getValues(), created: created.current }),
  };
}
