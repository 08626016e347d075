import { describe, expect, it } from "vitest";
import { preparedPerExecutor } from "./prepared-per-executor";

describe("preparedPerExecutor", () => {
  it("builds a statement once per executor and keeps each executor's own", () => {
    const built: object[] = [];
    const prepare = preparedPerExecutor((executor: { name: string }) => {
      built.push(executor);
      return { statementFor: executor.name };
    });
    const database = { name: "database" };
    const transaction = { name: "transaction" };
    expect(prepare(database)).toBe(prepare(database));
    expect(prepare(transaction)).toEqual({ statementFor: "transaction" });
    expect(built).toEqual([database, transaction]);
  });
});
