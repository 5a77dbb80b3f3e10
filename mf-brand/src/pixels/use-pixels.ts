import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from '@afilia/platform/antd';
import { api, useFailureToast, useLoadFailureToast } from '@afilia/platform';
import { CONVERSION_TEXTS, PIXEL_TEXTS, type CreatePixelRequest } from '@afilia/contracts';
import { pixelKeys, pixelsApi } from './pixels-api';

/** The active brand's pixels ('Error al cargar píxeles' on failure). */
export function usePixels(brandId: string | null) {
  const query = useQuery({ queryKey: pixelKeys.list(brandId), queryFn: () => pixelsApi(api).list(brandId) });
  useLoadFailureToast('Error al cargar píxeles', query.error);
  return query;
}

/** The latest 50 conversions of the brand's pixels. */
export function useConversions(brandId: string | null) {
  const query = useQuery({ queryKey: pixelKeys.conversions(brandId), queryFn: () => pixelsApi(api).conversions(brandId) });
  useLoadFailureToast('Error al cargar conversiones', query.error);
  return query;
}

export function useCreatePixel(onCreated: () => void, onFailure: (error: unknown) => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: (request: CreatePixelRequest) => pixelsApi(api).create(request),
    onSuccess: async () => {
      message.success('Píxel creado');
      onCreated();
      await queryClient.invalidateQueries({ queryKey: pixelKeys.all });
    },
    onError: (error) => {
      onFailure(error);
      showFailure(PIXEL_TEXTS.createFailed, error);
    },
  });
}

export function useSetPixelActive() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => pixelsApi(api).setActive(id, isActive),
    onSuccess: async (pixel) => {
      message.success(pixel.isActive ? 'Píxel activado' : 'Píxel desactivado');
      await queryClient.invalidateQueries({ queryKey: pixelKeys.all });
    },
    onError: (error) => showFailure('Error al actualizar el píxel', error),
  });
}

export function useDeletePixel() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => pixelsApi(api).remove(id),
    onSuccess: async (answer) => {
      message.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: pixelKeys.all });
    },
    onError: (error) => showFailure('Error al eliminar el píxel', error),
  });
}

export function useVerifyPixel() {
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: ({ pixelId, url }: { pixelId: string; url: string }) => pixelsApi(api).verify(pixelId, url),
    // The page was just visited by the person checking it: the pixel's status may have moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pixelKeys.all }),
    onError: (error) => showFailure(PIXEL_TEXTS.verifyFailed, error),
  });
}

/** The largest order a percentage commission is paid on; a refusal is shown on its field by the caller. */
export function useSetMaxOrder(onFailure: (error: unknown) => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, maxOrderCents }: { id: string; maxOrderCents: number }) => pixelsApi(api).setMaxOrder(id, maxOrderCents),
    onSuccess: async () => {
      message.success('Máximo por pedido guardado');
      await queryClient.invalidateQueries({ queryKey: pixelKeys.all });
    },
    onError: onFailure,
  });
}

export function useRotatePostbackSecret() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => pixelsApi(api).rotatePostbackSecret(id),
    onSuccess: async () => {
      message.success(CONVERSION_TEXTS.secretRotated);
      await queryClient.invalidateQueries({ queryKey: pixelKeys.all });
    },
    onError: (error) => showFailure('Error al regenerar la clave', error),
  });
}

/** The brand's review of a conversion: approve it (it earns), or void it with a reason its creator reads. */
export function useReviewConversion() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showFailure = useFailureToast();
  const done = (text: string) => async () => {
    message.success(text);
    await queryClient.invalidateQueries({ queryKey: pixelKeys.all });
  };
  const approve = useMutation({
    mutationFn: (id: string) => pixelsApi(api).approveConversion(id),
    onSuccess: done(CONVERSION_TEXTS.approved),
    onError: (error) => showFailure('Error al aprobar la conversión', error),
  });
  const voidIt = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => pixelsApi(api).voidConversion(id, reason),
    onSuccess: done(CONVERSION_TEXTS.voided),
  });
  return { approve, void: voidIt };
}
