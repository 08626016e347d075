import { afterAll, beforeAll } from "vitest";
import { type OpenAiStandIn, startOpenAiStandIn } from "./openai-stand-in";
import { type TestContext, useTestApp } from "./test-app";

export interface ModelTestApp {
  t: TestContext;
  /** The OpenAI-compatible stand-in the app writes with (started before the file's tests). */
  readonly standIn: OpenAiStandIn;
}

/** The app in process writing with an OpenAI-compatible stand-in: AI_PROVIDER, AI_MODEL and AI_BASE_URL set, plus `env`. */
export function useModelTestApp(env: Record<string, string>): ModelTestApp {
  let standIn: OpenAiStandIn | undefined;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const t = useTestApp({ env: () => ({ AI_PROVIDER: "openai-compatible", AI_MODEL: "stand-in-model", AI_BASE_URL: standIn!.baseUrl, ...env }) });
  return {
    t,
    get standIn() {
      if (!standIn) throw new Error("the stand-in starts in beforeAll");
      return standIn;
    },
  };
}
