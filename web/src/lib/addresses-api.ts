import {
  type Address,
  type AddressEdit,
  type AddressInput,
  type AddressKind,
  type AddressPage,
  partyLabel,
} from '@seabook/domain/addresses';
import { addressesCalls } from '@seabook/domain/addresses.calls';
import type { Country } from '@seabook/domain/catalog';
import { catalogCalls } from '@seabook/domain/catalog.calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api.ts';
import type { ApiError } from './api-error.ts';
import { SESSION_KEY, useToken } from './session.ts';

/** The address book calls (docs/api.md, address book): list, add, edit, delete, set default; and countries. */

export type { AddressPage };
export type AddressFilter = {
  kind?: AddressKind | undefined;
  keyword?: string | undefined;
  page: number;
  pageSize: number;
};

function addressesKey(token: string | null) {
  return [SESSION_KEY, token, 'addresses'] as const;
}

/** One page of the tenant's book; re-read on opening, since teammates share it. */
export function useAddressList(filter: AddressFilter, options: { enabled?: boolean } = {}) {
  const token = useToken();
  return useQuery<AddressPage, ApiError>({
    queryKey: [...addressesKey(token), filter],
    queryFn: ({ signal }) =>
      call(
        addressesCalls.list,
        { kind: filter.kind, keyword: filter.keyword || undefined, page: filter.page, pageSize: filter.pageSize },
        { signal },
      ),
    enabled: token !== null && options.enabled !== false,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The default entry of a kind, or null: a booking form can prefill the party with it. */
export function useDefaultAddress(kind: AddressKind) {
  const list = useAddressList({ kind, page: 1, pageSize: 1 });
  const first = list.data?.items[0];
  return { ...list, data: list.isSuccess ? (first?.isDefault ? first : null) : undefined };
}

/** A write that changes the book, then reads every list of it again. */
function useBookMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  const token = useToken();
  return useMutation<Output, ApiError, Input>({
    mutationFn: write,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: addressesKey(token) });
    },
  });
}

export function useAddAddress() {
  return useBookMutation((input: AddressInput) => call(addressesCalls.add, input));
}

export function useEditAddress() {
  return useBookMutation((input: AddressEdit) => call(addressesCalls.edit, input));
}

export function useDeleteAddress() {
  return useBookMutation((id: string) => call(addressesCalls.delete, { id }));
}

export function useSetDefaultAddress() {
  return useBookMutation((id: string) => call(addressesCalls.setDefault, { id }));
}

/** A party as a booking form holds it; the short name may be left out. */
export type PartyToSave = Omit<AddressInput, 'label'> & { label?: string };

/**
 * Saves a party typed in a booking form to the address book ("save to address book"). Without a short
 * name it takes the first line of the B/L text. Rejects with the ApiError of the call (422 names fields).
 */
export function saveParty(party: PartyToSave): Promise<Address> {
  const label = party.label?.trim() || partyLabel(party.address ?? '');
  return call(addressesCalls.add, { ...party, label });
}

/** `saveParty` as a mutation that also refreshes the lists of the book. */
export function useSaveParty() {
  return useBookMutation(saveParty);
}

/** Countries and regions of the catalogue, for the region field; they hardly ever change. */
export function useCountries() {
  return useQuery<Country[], ApiError>({
    queryKey: ['catalog', 'countries'],
    queryFn: async ({ signal }) => (await call(catalogCalls.countries, undefined, { signal })).items,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
