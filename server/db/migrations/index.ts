// Schema migrations, run at start-up; written once with Kysely's schema builder for both databases where it can be.
import type { MigrationProvider } from 'kysely';
import { accountArea } from './accountArea';
import { accountsAndMoney } from './accountsAndMoney';
import { alertConfirmation } from './alertConfirmation';
import { catalogSearch } from './catalogSearch';
import { creditNotes } from './creditNotes';
import { catalogVersion, initial, operations, payments } from './initial';
import { invoices } from './invoices';
import { mailClaims } from './mailClaims';
import { orderLines } from './orderLines';
import { paymentTrust } from './paymentTrust';
import { delivery } from './delivery';
import { dropOrderItems } from './dropOrderItems';
import { forgivingSearch } from './forgivingSearch';
import { pictures } from './pictures';
import { productHindi } from './productHindi';
import { refundClaims } from './refundClaims';
import { refunds } from './refunds';
import { restocks } from './restocks';
import { returns } from './returns';
import { revokedSessions } from './revokedSessions';
import { roleChanges } from './roleChanges';
import { sessions } from './sessions';
import { sizeChartsAndReviews } from './sizeChartsAndReviews';
import { stock } from './stock';
import { taxDocumentFiles } from './taxDocumentFiles';
import { wishlistAndAlerts } from './wishlistAndAlerts';

export const migrations: MigrationProvider = {
  getMigrations: () =>
    Promise.resolve({
      '0001_initial': initial,
      '0002_payments': payments,
      '0003_catalog_version': catalogVersion,
      '0004_operations': operations,
      '0005_accounts_and_money': accountsAndMoney,
      '0006_stock': stock,
      '0007_pictures': pictures,
      '0008_catalog_search': catalogSearch,
      '0009_sessions': sessions,
      '0010_payment_trust': paymentTrust,
      '0011_product_hindi': productHindi,
      '0012_account_area': accountArea,
      '0013_revoked_sessions': revokedSessions,
      '0014_mail_claims': mailClaims,
      '0017_refunds': refunds,
      '0015_role_changes': roleChanges,
      '0018_returns': returns,
      '0020_delivery': delivery,
      '0019_invoices': invoices,
      '0021_credit_notes': creditNotes,
      '0022_wishlist_and_stock_alerts': wishlistAndAlerts,
      '0023_forgiving_search': forgivingSearch,
      '0024_size_charts_and_reviews': sizeChartsAndReviews,
      '0025_refund_claims': refundClaims,
      '0026_tax_document_files': taxDocumentFiles,
      '0027_alert_confirmation': alertConfirmation,
      '0028_order_lines': orderLines,
      '0029_drop_order_items': dropOrderItems,
      '0030_restocks': restocks,
    }),
};
