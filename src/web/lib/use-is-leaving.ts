import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterContext, useLocation } from "react-router";

/**
 * Whether the user has started to leave this page: a navigation to another address is under way.
 *
 * A list writes its typed search into the address once typing pauses, and that write is a
 * navigation too. Started while the user is already on the way to another page (a result opened,
 * Back pressed), it would cancel theirs and keep them on the list. The answer is the router's own
 * state at the moment of asking: the navigation state a component renders can lag behind it, as
 * the router renders its changes in a transition.
 */
export function useIsLeaving(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(() => {
    const navigation = router?.state.navigation;
    return navigation !== undefined && navigation.state !== "idle" && navigation.location.pathname !== pathname;
  }, [router, pathname]);
}
