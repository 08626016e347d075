import { createRouter } from "../create-router";
import { compareHomeWithMarket, compareHomeWithMarketRoute } from "./compare-home-with-market";
import { createHome, createHomeRoute } from "./create-home";
import { deleteHome, deleteHomeRoute } from "./delete-home";
import { getHome, getHomeRoute } from "./get-home";
import { gradeHome, gradeHomeRoute } from "./grade-home";
import { listHomes, listHomesRoute } from "./list-homes";
import { updateHome, updateHomeRoute } from "./update-home";

export const homeRoutes = createRouter()
  .openapi(listHomesRoute, listHomes)
  .openapi(createHomeRoute, createHome)
  .openapi(getHomeRoute, getHome)
  .openapi(updateHomeRoute, updateHome)
  .openapi(deleteHomeRoute, deleteHome)
  .openapi(gradeHomeRoute, gradeHome)
  .openapi(compareHomeWithMarketRoute, compareHomeWithMarket);
