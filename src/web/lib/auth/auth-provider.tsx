import { createContext, useContext } from "react";
import type { Me } from "#shared/schemas/team";

const AuthContext = createContext<Me | null>(null);

/** Holds the signed-in user inside the platform shell, which renders only with a session. */
export function AuthProvider({ me, children }: { me: Me; children: React.ReactNode }) {
  return <AuthContext.Provider value={me}>{children}</AuthContext.Provider>;
}

/** The signed-in user and role. Throws when used outside its provider, so a missing provider fails loudly. */
export function useAuth(): Me {
  const me = useContext(AuthContext);
  if (!me) throw new Error("useAuth must be used within an AuthProvider");
  return me;
}
