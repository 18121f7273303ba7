// The operator's calls: the generated admin endpoints with the tags that keep each screen current (a move, an edit or
// an import renews the lists, and the storefront's own product answers in this tab), and the picture upload, which
// sends the file's own bytes, and the invoice's and credit notes' PDFs, which answer one, so they are written here,
// with the chart a product's page shows (the storefront's call, asked under the operator's tag).
import type { SizeChart } from '../../../contract';
import { fileOrFailure } from '../../shared/api/fileAnswer';
import { adminGeneratedApi } from './adminApi.generated';

export type {
  AdminListOrdersApiArg,
  AdminOrder,
  AdminRefund,
  AdminReturn,
  AdminGetDeliveryApiResponse,
  AdminReview,
  AdminUser,
  BulkMove,
  CatalogProduct,
  ImportReport,
  LedgerEntry,
  OrderLine,
  ProductInput,
  Refund,
  StatusChange,
  StockLevel,
  TakenPayment,
  TaxDocument,
} from './adminApi.generated';

/** The chart a product's page shows, and whose it is: the product's own, its type's, or none. */
export interface ProductSizeChart {
  success: true;
  chart: SizeChart | null;
  source: 'product' | 'type' | null;
}

const ADMIN_TAGS = [
  'AdminDelivery',
  'AdminOrders',
  'AdminProducts',
  'AdminReturns',
  'AdminReviews',
  'AdminSizeCharts',
  'AdminStock',
  'AdminSynonyms',
  'AdminUsers',
] as const;
const catalogChange = { invalidatesTags: ['AdminProducts', 'AdminStock', 'Products'] as const };

const enhanced = adminGeneratedApi.enhanceEndpoints({
  addTagTypes: ADMIN_TAGS,
  endpoints: {
    adminListOrders: { providesTags: ['AdminOrders'] },
    adminShowOrder: { providesTags: ['AdminOrders'] },
    // Orders' moves change the shopper's orders and, when cancelled, the stock.
    adminChangeOrderStatus: { invalidatesTags: ['AdminOrders', 'AdminStock', 'Orders', 'Products'] },
    adminMoveOrders: { invalidatesTags: ['AdminOrders', 'AdminStock', 'Orders', 'Products'] },
    // A refund changes the order's page, the operator's and the shopper's.
    adminRefundOrder: { invalidatesTags: ['AdminOrders', 'Orders'] },
    // Settling an order awaiting payment pays it or lets it expire, which frees its held stock.
    adminReconcileOrder: { invalidatesTags: ['AdminOrders', 'AdminStock', 'Orders', 'Products'] },
    adminExportProducts: { providesTags: ['AdminProducts'] },
    adminAddProduct: catalogChange,
    adminRemoveProduct: catalogChange,
    adminImportProductFile: catalogChange,
    adminListStock: { providesTags: ['AdminStock'] },
    adminShowStock: { providesTags: ['AdminStock'] },
    adminListSynonyms: { providesTags: ['AdminSynonyms'] },
    // A group of words changes what searches find.
    adminAddSynonyms: { invalidatesTags: ['AdminSynonyms', 'Products'] },
    adminRemoveSynonyms: { invalidatesTags: ['AdminSynonyms', 'Products'] },
    // A restock ends the alerts of its size, so every stock change asks the waiting list again.
    adminListStockAlerts: { providesTags: ['AdminStock'] },
    adminSetStock: { invalidatesTags: ['AdminStock', 'AdminProducts', 'Products'] },
    adminListReturns: { providesTags: ['AdminReturns'] },
    adminGetReturn: { providesTags: ['AdminReturns'] },
    // A step may restock pieces, refund money, or make an exchange's new order, which the shopper's pages show.
    adminMoveReturn: { invalidatesTags: ['AdminReturns', 'AdminOrders', 'AdminStock', 'Orders', 'Products'] },
    adminListUsers: { providesTags: ['AdminUsers'] },
    adminSetUserRole: { invalidatesTags: ['AdminUsers'] },
    adminSignOutUser: { invalidatesTags: ['AdminUsers'] },
    adminGetDelivery: { providesTags: ['AdminDelivery'] },
    adminSetDeliveryZone: { invalidatesTags: ['AdminDelivery'] },
    adminSetDeliveryArea: { invalidatesTags: ['AdminDelivery'] },
    adminSetCodLimit: { invalidatesTags: ['AdminDelivery'] },
    adminListReviews: { providesTags: ['AdminReviews'] },
    // A review hidden or shown changes the product's summary and newest reviews in its detail answer.
    adminSetReviewVisibility: { invalidatesTags: ['AdminReviews', 'Products'] },
    adminListSizeCharts: { providesTags: ['AdminSizeCharts'] },
    // The product page asks for its chart under 'Products'.
    adminSetSizeChart: { invalidatesTags: ['AdminSizeCharts', 'Products'] },
    adminSetProductSizeChart: { invalidatesTags: ['AdminSizeCharts', 'Products'] },
  },
});

export const adminApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/admin/images: the picture's bytes with its own content type; answers the URL a product names. */
    adminUploadImage: build.mutation<{ success: true; url: string }, { file: Blob; name?: string }>({
      query: ({ file, name }) => ({
        url: '/api/admin/images',
        method: 'POST',
        params: name ? { name } : undefined,
        headers: { 'content-type': file.type || 'application/octet-stream' },
        body: file,
      }),
    }),
    /** GET /api/admin/orders/:id/invoice: an object URL of the order's tax invoice, asked afresh each time (no tag). */
    adminOrderInvoicePdf: build.query<string, { id: string }>({
      query: ({ id }) => ({ url: `/api/admin/orders/${id}/invoice`, responseHandler: fileOrFailure }),
    }),
    /** GET /api/admin/credit-notes/:id: an object URL of a credit note (its id: the order answer's creditNotes). */
    adminCreditNotePdf: build.query<string, { id: string }>({
      query: ({ id }) => ({ url: `/api/admin/credit-notes/${id}`, responseHandler: fileOrFailure }),
    }),
    /** GET /api/product/size-chart/:productId: the chart the product's page shows, its own or its type's (source). */
    adminProductSizeChart: build.query<ProductSizeChart, { productId: string }>({
      query: ({ productId }) => ({ url: `/api/product/size-chart/${encodeURIComponent(productId)}` }),
      providesTags: ['AdminSizeCharts'],
    }),
  }),
});

export const {
  useAdminListOrdersQuery,
  useAdminShowOrderQuery,
  useAdminChangeOrderStatusMutation,
  useAdminRefundOrderMutation,
  useAdminReconcileOrderMutation,
  useAdminMoveOrdersMutation,
  useAdminExportProductsQuery,
  useAdminAddProductMutation,
  useAdminImportProductFileMutation,
  useAdminListStockQuery,
  useAdminListStockAlertsQuery,
  useAdminListSynonymsQuery,
  useAdminAddSynonymsMutation,
  useAdminRemoveSynonymsMutation,
  useAdminShowStockQuery,
  useAdminSetStockMutation,
  useAdminListReturnsQuery,
  useAdminGetReturnQuery,
  useAdminMoveReturnMutation,
  useAdminListUsersQuery,
  useAdminSetUserRoleMutation,
  useAdminSignOutUserMutation,
  useAdminUploadImageMutation,
  useLazyAdminOrderInvoicePdfQuery,
  useLazyAdminCreditNotePdfQuery,
  useAdminGetDeliveryQuery,
  useAdminSetDeliveryZoneMutation,
  useAdminSetDeliveryAreaMutation,
  useAdminSetCodLimitMutation,
  useAdminListReviewsQuery,
  useAdminSetReviewVisibilityMutation,
  useAdminListSizeChartsQuery,
  useAdminSetSizeChartMutation,
  useAdminSetProductSizeChartMutation,
  useAdminProductSizeChartQuery,
} = adminApi;
