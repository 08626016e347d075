import { createRouter } from "../create-router";
import { exportTransactions, exportTransactionsRoute } from "./export-transactions";
import { listTransactions, listTransactionsRoute } from "./list-transactions";

export const creditsRoutes = createRouter().openapi(listTransactionsRoute, listTransactions).openapi(exportTransactionsRoute, exportTransactions);
