/**
 * Better Auth's four core tables, written by hand from its documentation
 * (its schema CLI is slow and breaks on Node 20). Column names are snake_case;
 * the property names are the camelCase fields Better Auth asks the adapter for.
 */

import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES, ROLES_OR_USER } from "#shared/roles";
import { SIGN_UP_MODES } from "#shared/sign-up-modes";
import { inList } from "./enum-check";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The user table is also each person's profile: the API calls `name` full_name and `image` avatar_url. */
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Set when an Admin deactivates the account: it can no longer sign in, but its name stays on its history. */
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** A user's staff role. No row means the account shows as 'User'. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_roles_role_idx").on(t.role), check("user_roles_role_check", inList("role", ROLES))],
);

/**
 * One-time facts about the installation. The 'first_admin' key is claimed with
 * INSERT … ON CONFLICT DO NOTHING, so of two simultaneous first sign-ups exactly one wins.
 */
export const installState = pgTable("install_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Installation-wide settings an Admin changes on the Settings page. Until a row
 * exists the default applies (sign-up open to anyone), so a fresh install can make its first account.
 */
export const appSettings = pgTable(
  "app_settings",
  {
    id: text("id").primaryKey().default("app"),
    signUpMode: text("sign_up_mode", { enum: SIGN_UP_MODES }).notNull().default("open"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("app_settings_single_row", sql`${t.id} = 'app'`),
    check("app_settings_sign_up_mode_check", inList("sign_up_mode", SIGN_UP_MODES)),
  ],
);

/**
 * An Admin's invitation for one email address with a role. Only the SHA-256 of the
 * link's token is stored, so the table alone cannot be used to sign up.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: ROLES_OR_USER }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("invitations_email_idx").on(t.email),
    index("invitations_created_at_idx").on(t.createdAt.desc()),
    check("invitations_role_check", inList("role", ROLES_OR_USER)),
  ],
);
