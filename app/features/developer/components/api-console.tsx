import { Send } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { useOpenApiOperations } from "../api/get-openapi-operations";
import { type ConsoleResponse, sendConsoleRequest } from "../api/send-console-request";
import { CATALOGUE, type CatalogueEndpoint, operationOf } from "./endpoint-catalogue";
import { ResponseView } from "./response-view";
import { Form } from "../../../components/ui/form";

type AuthMode = "session" | "key";

interface ConsoleRequest {
  endpoint: string;
  path: string;
  body: string;
  auth: AuthMode;
  apiKey: string;
}

const FIRST = CATALOGUE[0]!;

const exampleBody = (endpoint: CatalogueEndpoint) => (endpoint.body === undefined ? "" : JSON.stringify(endpoint.body, null, 2));

function jsonProblem(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background md:text-sm";

/** Pick a call, edit its JSON body, send it with the session or an API key, and read what came back. */
export function ApiConsole() {
  const ids = { endpoint: useId(), path: useId(), body: useId(), bodyError: useId(), key: useId() };
  const form = useForm<ConsoleRequest>({ defaultValues: { endpoint: FIRST.id, path: FIRST.path, body: exampleBody(FIRST), auth: "session", apiKey: "" } });
  const [endpointId, body, auth, apiKey] = useWatch({ control: form.control, name: ["endpoint", "body", "auth", "apiKey"] });
  const endpoint = CATALOGUE.find((e) => e.id === endpointId) ?? FIRST;
  const sending = form.formState.isSubmitting;
  const [response, setResponse] = useState<ConsoleResponse>();
  const [failure, setFailure] = useState<string>();
  const operations = useOpenApiOperations();

  const hasBody = endpoint.method !== "GET";
  const bodyError = hasBody ? jsonProblem(body) : undefined;
  const keyMissing = auth === "key" && apiKey.trim() === "";
  const available = (e: CatalogueEndpoint) => !operations.data || operations.data.has(e.operation);

  const choose = (id: string) => {
    const next = CATALOGUE.find((e) => e.id === id)!;
    form.setValue("path", next.path);
    form.setValue("body", exampleBody(next));
    setResponse(undefined);
    setFailure(undefined);
  };

  const send = form.handleSubmit(async ({ path }) => {
    if (bodyError || keyMissing) return;
    setFailure(undefined);
    try {
      setResponse(
        await sendConsoleRequest({
          method: endpoint.method,
          path,
          body: hasBody ? body : undefined,
          apiKey: auth === "key" ? apiKey.trim() : null,
          idempotencyKey: endpoint.paid ? crypto.randomUUID() : undefined,
        }),
      );
    } catch (error) {
      setResponse(undefined);
      setFailure(`Network error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send a request</CardTitle>
        <CardDescription>Requests are real: a paid call uses your credits, with a fresh Idempotency-Key each time you press Send.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form onSubmit={send} className="flex flex-col gap-5" noValidate>
          <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.endpoint}>Endpoint</Label>
              <select id={ids.endpoint} className={selectClass} {...form.register("endpoint", { onChange: (e: ChangeEvent<HTMLSelectElement>) => choose(e.target.value) })}>
                {CATALOGUE.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.label}
                    {available(e) ? "" : " (not on this server yet)"}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.path}>Request</Label>
              <div className="flex min-w-0 items-center gap-2">
                <span className="shrink-0 rounded-md bg-muted px-2.5 py-2 font-mono text-sm font-semibold" data-testid="console-method">
                  {endpoint.method}
                </span>
                <Input id={ids.path} className="font-mono" {...form.register("path")} spellCheck={false} />
              </div>
            </div>
          </div>
          <p className="text-sm text-muted-foreground">{endpoint.description}</p>
          {available(endpoint) ? null : (
            <Alert>This server's API document does not list {operationOf(endpoint.method, endpoint.path)}: the call will be answered 404.</Alert>
          )}
          {hasBody ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.body}>JSON body</Label>
              <Textarea
                id={ids.body}
                className="min-h-64 font-mono text-xs md:text-xs"
                {...form.register("body")}
                spellCheck={false}
                aria-invalid={bodyError ? true : undefined}
                aria-describedby={bodyError ? ids.bodyError : undefined}
              />
              {bodyError ? (
                <p id={ids.bodyError} className="text-xs font-medium text-destructive">
                  {bodyError}
                </p>
              ) : null}
            </div>
          ) : null}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Send as</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="session" {...form.register("auth")} className="accent-primary" />
              Me, signed in (this browser's session)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="key" {...form.register("auth")} className="accent-primary" />
              An API key (without this browser's session)
            </label>
            {auth === "key" ? (
              <div className="flex flex-col gap-2 sm:ml-6">
                <Label htmlFor={ids.key}>API key</Label>
                <Input id={ids.key} className="font-mono" type="password" autoComplete="off" placeholder="ll_live_…" {...form.register("apiKey")} />
              </div>
            ) : null}
          </fieldset>
          <div>
            <Button type="submit" disabled={sending || Boolean(bodyError) || keyMissing}>
              <Send aria-hidden="true" />
              {sending ? "Sending…" : "Send request"}
            </Button>
          </div>
          {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        </Form>
        {response ? (
          <div className="mt-6 border-t pt-6">
            <ResponseView response={response} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
