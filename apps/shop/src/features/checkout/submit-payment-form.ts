// spec selling-core §4 step 2: "a form is posted to the payment_data url with its params".
/** Builds a hidden form with the params and posts it (the page leaves the shop). */
export function submitPaymentForm(url: string, params: Record<string, string>, doc = document) {
  const form = doc.createElement("form");
  form.method = "post";
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(params)) {
    const input = doc.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
