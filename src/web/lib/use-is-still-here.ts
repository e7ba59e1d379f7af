import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterContext, useLocation } from "react-router";

/**
 * Whether the user is still on this page: they have not left it, nor started to.
 *
 * Some changes of address come late, from a timer: a typed search goes into the address once
 * typing pauses; an accepted share opens its project after the confirmation has been seen. Each is
 * a navigation, and one that starts after the user has moved on takes them back, or cancels the
 * navigation they started (a result opened, Back pressed). So such a change asks first. The answer
 * is the router's own state at the moment of asking: what a component has rendered can lag behind
 * it, as the router renders its changes in a transition. Outside a data router (a component test),
 * it cannot tell, and says yes.
 */
export function useIsStillHere(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(() => {
    if (!router) return true;
    const { location, navigation } = router.state;
    const leaving = navigation.state !== "idle" && navigation.location.pathname !== pathname;
    return location.pathname === pathname && !leaving;
  }, [router, pathname]);
}
