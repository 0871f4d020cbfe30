import { normalizeCreatorName, type Untrusted, untrusted, untrustedName } from "../../shared/untrusted.ts";
import { type CreatorState, storedStatus } from "./domain.ts";

/**
 * The ONE place a public creator object (spec 2.3) is built. It picks each field by name from the
 * creator record, so nothing else the record may hold (bio, reachability, club origin) can leak;
 * private fields (email, phone, birthday, legal name) are not even in that record: they live in the
 * write-only `creator_private` collection (store.ts).
 */

/** Profile links are built from the handle: `https://photoapp.example/<handle>`, `https://videoapp.example/@<handle>`. */
export const PHOTOAPP_BASE = "https://photoapp.example/";
export const VIDEOAPP_BASE = "https://videoapp.example/@";

/** What the creator record holds besides its state (store.ts CreatorDoc). */
export interface CreatorProfile {
  _id: number;
  campaignId: number;
  name: string;
  photoapp: string | null;
  videoapp: string | null;
  portfolioUrl: string | null;
  followers: number | null;
  tier: string | null;
  badges: string[];
  chatHandle: string | null;
}

export type PublicCreatorRecord = CreatorProfile & CreatorState;

export interface PublicCreator {
  memberId: number;
  name: Untrusted;
  photoapp: Untrusted | null;
  photoappUrl: string | null;
  videoapp: Untrusted | null;
  videoappUrl: string | null;
  portfolioUrl: Untrusted | null;
  followers?: number | null;
  tier: string | null;
  badges: string[];
  status: string;
  appliedAt: string | null;
  signed: boolean;
  signedAt: string | null;
  activation: { state: string; updatedAt: string | null };
  chatHandle: Untrusted | null;
}

/** Handle as shown: normalised, one leading `@` dropped. */
export function cleanHandle(handle: string | null | undefined): string | null {
  if (handle === null || handle === undefined) return null;
  const h = normalizeCreatorName(handle, 60).replace(/^@/, "");
  return h === "" ? null : h;
}

/** A profile link only for a handle made of characters handles have; anything else gets no link. */
export function profileUrl(base: string, handle: string | null): string | null {
  if (!handle || !/^[A-Za-z0-9._-]{1,60}$/.test(handle)) return null;
  return base + handle;
}

function wrapOrNull(text: string | null | undefined, name: boolean): Untrusted | null {
  if (text === null || text === undefined) return null;
  const w = name ? untrustedName(text) : untrusted(text, 500);
  return w.text === "" ? null : w;
}

/** The public creator object; `followers` only in the list (spec 2.3). */
export function publicCreator(r: PublicCreatorRecord, opts: { list: boolean }): PublicCreator {
  const status = storedStatus(r);
  if (status === "hidden") throw new Error("a hidden creator must never be projected");
  const photoapp = cleanHandle(r.photoapp);
  const videoapp = cleanHandle(r.videoapp);
  const out: PublicCreator = {
    memberId: r._id,
    name: untrustedName(r.name),
    photoapp: wrapOrNull(photoapp, true),
    photoappUrl: profileUrl(PHOTOAPP_BASE, photoapp),
    videoapp: wrapOrNull(videoapp, true),
    videoappUrl: profileUrl(VIDEOAPP_BASE, videoapp),
    portfolioUrl: wrapOrNull(r.portfolioUrl, false),
    tier: r.tier ?? null,
    badges: Array.isArray(r.badges) ? r.badges.map(String) : [],
    status,
    appliedAt: r.appliedAt ?? null,
    signed: r.stage === "signed",
    signedAt: r.signedAt ?? null,
    activation: { state: r.activation.state, updatedAt: r.activation.updatedAt ?? null },
    chatHandle: wrapOrNull(r.chatHandle, true),
  };
  if (opts.list) {
    // Keep the field order of spec 2.3 (followers after portfolioUrl).
    const { memberId, name, photoapp: p, photoappUrl, videoapp: v, videoappUrl, portfolioUrl, ...rest } = out;
    return {
      memberId,
      name,
      photoapp: p,
      photoappUrl,
      videoapp: v,
      videoappUrl,
      portfolioUrl,
      followers: r.followers ?? null,
      ...rest,
    };
  }
  return out;
}

/** For the decision answer: `creator { memberId, name }`. */
export function creatorRef(r: Pick<CreatorProfile, "_id" | "name">): { memberId: number; name: Untrusted } {
  return { memberId: r._id, name: untrustedName(r.name) };
}
