import DummyJSON
import XCTest
@testable import TUI

/// Whole frames of the app against the staging data, compared as text:
/// CJK and emoji stay whole, hostile strings arrive inert.
final class AppGoldenTests: XCTestCase {
    private func frame(cols: Int, rows: Int, _ steps: @MainActor (AppHarness) -> Void) -> CellBuffer {
        MainActor.assumeIsolated {
            let harness = AppHarness(cols: cols, rows: rows)
            steps(harness)
            return harness.app.makeFrame()
        }
    }

    func testProductsAt40Columns() {
        assertBrowseGolden(frame(cols: 40, rows: 12) { $0.signIn() }, selectedTab: 0, Golden.products40, "products 40")
    }

    func testProductsAt80Columns() {
        assertBrowseGolden(frame(cols: 80, rows: 12) { $0.signIn() }, selectedTab: 0, Golden.products80, "products 80")
    }

    func testProductsAt120Columns() {
        assertBrowseGolden(frame(cols: 120, rows: 12) { $0.signIn() }, selectedTab: 0, Golden.products120, "products 120")
    }

    func testHostileTitlesAreInert() {
        let buffer = frame(cols: 80, rows: 30) { harness in
            harness.signIn()
            for _ in 0..<98 {
                harness.app.handle(.down)
                harness.scheduler.advance(by: 0.1)
            }
        }
        assertBrowseGolden(buffer, selectedTab: 0, Golden.hostile80, "hostile 80")
    }

    func testUsersWithJapaneseAndChineseNamesAt80Columns() {
        let buffer = frame(cols: 80, rows: 12) { harness in
            harness.signIn()
            harness.app.handle(.character("3"))
            harness.scheduler.advance(by: 1)
            harness.app.handle(.pageDown)
        }
        assertBrowseGolden(buffer, selectedTab: 2, Golden.users80, "users 80")
    }

    func testABidiOverrideInADetailIsRemoved() {
        let buffer = frame(cols: 120, rows: 12) { harness in
            harness.signIn()
            harness.app.handle(.character("/"))
            harness.type("txet")
            harness.scheduler.advance(by: 1)
            harness.app.handle(.enter)
            harness.app.handle(.enter)
            harness.scheduler.advance(by: 1)
        }
        assertBrowseGolden(buffer, selectedTab: 0, Golden.bidiDetail120, "bidi detail 120")
    }

    func testTheLoginScreenAt80Columns() {
        assertGolden(frame(cols: 80, rows: 20) { _ in }, Golden.login80, "login 80")
    }
}

enum Golden {
    static let products40 = """
    / to search products           30 of 194|
    Title                              Price|
    Glamour Beauty Mascara            $10.43|
    Eco Red Lipstick                  $30.65|
    无线蓝牙耳机 降噪 长续航          $17.60|
    Velvet Touch Mascara              $10.69|
    Classic Nail Polish                $6.97|
    Everyday Powder Canister          $37.79|
    Essence Mascara                   $15.30|
     DEMO http://127.0.0.1:4321 · emilys    |
     Enter Open  n New  ? Help  q Quit      |
    """
    static let products80 = """
    / to search products                                                   30 of 194|
       ID Title                                     Brand               Price Rating|
        1 Glamour Beauty Mascara                    Glamour Beauty     $10.43   4.30|
        2 Eco Red Lipstick                          —                  $30.65   4.42|
        3 无线蓝牙耳机 降噪 长续航                  Glamour Beauty     $17.60   3.07|
        4 Velvet Touch Mascara                      Velvet Touch       $10.69   1.18|
        5 Classic Nail Polish                       —                   $6.97   2.20|
        6 Everyday Powder Canister                  —                  $37.79   2.08|
        7 Essence Mascara                           Essence            $15.30   3.37|
     DEMO http://127.0.0.1:4321 · emilys                                            |
     Enter Open  n New  / Search  : Command  s Sort  f Filter  ? Help  q Quit       |
    """
    static let products120 = """
    / to search products                                                                                           30 of 194|
       ID Title                                                     Brand          Category              Price Rating  Stock|
        1 Glamour Beauty Mascara                                    Glamour Beauty beauty               $10.43   4.30    149|
        2 Eco Red Lipstick                                          —              beauty               $30.65   4.42     47|
        3 无线蓝牙耳机 降噪 长续航                                  Glamour Beauty beauty               $17.60   3.07     61|
        4 Velvet Touch Mascara                                      Velvet Touch   beauty               $10.69   1.18      1|
        5 Classic Nail Polish                                       —              beauty                $6.97   2.20     96|
        6 Everyday Powder Canister                                  —              beauty               $37.79   2.08    131|
        7 Essence Mascara                                           Essence        beauty               $15.30   3.37     81|
     DEMO http://127.0.0.1:4321 · emilys                                                                                    |
     Enter Open  n New  / Search  : Command  s Sort  f Filter  r Refresh  L Logout  ? Help  q Quit                          |
    """
    static let hostile80 = """
    / to search products                                                  120 of 194|
       ID Title                                     Brand               Price Rating|
       75 Longines Master Collection                Longines        $6,639.06   2.83|
       76 IWC Ingenieur Automatic                   IWC            $12,551.11   4.79|
       77 Brown Leather Master Collection           Brown Leather   $5,018.21   4.64|
       78 Longines Master Collection                Longines       $14,926.72   4.56|
       79 Longines Ingenieur Automatic              Longines        $6,970.40   2.40|
       80 Longines Submariner                       Longines        $5,070.21   4.74|
       81 Brown Leather Master Collection           Brown Leather  $12,345.82   3.81|
       82 Apple Phone Case                          Apple             $469.25   4.29|
       83 Window Title Changer                      —                 $262.35   4.77|
       84 Beats iPhone Charger                      Beats             $149.28   4.71|
       85 Amazon Phone Case                         Amazon            $199.94   2.78|
       86 Beats Phone Case                          Beats             $525.84   2.21|
       87 Amazon Wireless Earphones                 Amazon            $385.02   4.22|
       88 Classic Wireless Earphones                —                 $390.61   2.07|
       89 Beats Selfie Stick Monopod                Beats             $437.16   3.57|
       90 Kawasaki MotoGP CI.H1                     Kawasaki       $11,765.21   3.42|
       91 ScootMaster Motorcycle                    ScootMaster     $4,724.71   1.96|
       92 ScootMaster MotoGP CI.H1                  ScootMaster     $2,853.93   2.08|
       93 Generic Motors Motorcycle                 Generic Motors  $6,156.99   2.04|
       94 Kawasaki Sportbike                        Kawasaki       $13,995.65   2.41|
       95 MotoGP Z800                               MotoGP          $8,285.15   2.62|
       96 MotoGP Sportbike                          MotoGP          $5,625.29   4.56|
       97 ScootMaster Z800                          ScootMaster     $2,818.00   2.49|
       98 Everyday Attitude Super Leaves Hand Soap  —                  $18.63   2.38|
       99 Control Chars                             —                  $12.80   4.15|
     DEMO http://127.0.0.1:4321 · emilys                                            |
     Enter Open  n New  / Search  : Command  s Sort  f Filter  ? Help  q Quit       |
    """
    static let users80 = """
    / to search users                                                      30 of 208|
       ID Name                          Username       Email                        |
        1 Emily Johnson                 emilys         emily.johnson@x.dummyjson.com|
        2 Jackson Walker                jacksonw       jackson.walker@x.dummyjson.c…|
        3 Elijah Johnson                elijahj        elijah.johnson@x.dummyjson.c…|
        4 Michael Wilson                michaelw       michael.wilson@x.dummyjson.c…|
        5 Ethan Williams                ethanw         ethan.williams@x.dummyjson.c…|
        6 William Williams              williamw       william.williams@x.dummyjson…|
        7 Mia 王                        miar           mia.robinson@x.dummyjson.com |
     DEMO http://127.0.0.1:4321 · emilys                                            |
     Enter Open  n New  / Search  : Command  s Sort  f Filter  ? Help  q Quit       |
    """
    static let bidiDetail120 = """
    Search: txet                                                                                                      1 of 1|
       ID Title                              Brand               Price│ Reversed txet.exe                                   |
      115 Reversed txet.exe                  Wilson              $6.87│ Wilson · sports-accessories                         |
                                                                      │                                                     |
                                                                      │ a  More in sports-accessories                       |
                                                                      │                                                     |
                                                                      │ Reversed txet.exe — The Wilson Basketball Rim is a  |
                                                                      │ pro basketball rim from Wilson in our sports        |
                                                                      │                                               1–7/31|
     DEMO http://127.0.0.1:4321 · emilys                                                                                    |
     Enter Open  Esc Back  a Follow  e Edit  n New  D Delete  / Search  : Command  s Sort  f Filter  ? Help  q Quit         |
    """
    static let login80 = """
                                                                                    |
                                                                                    |
                    ┌  Courier  ───────────────────────────────────┐                |
                    │  DEMO  http://127.0.0.1:4321                 │                |
                    │                                              │                |
                    │ Username  username                           │                |
                    │                                              │                |
                    │ Password  password                           │                |
                    │                                              │                |
                    │                 [ Sign in ]                  │                |
                    │                                              │                |
                    │                                              │                |
                    │                                              │                |
                    │      Demo account: emilys / emilyspass       │                |
                    │                                              │                |
                    └──────────────────────────────────────────────┘                |
                                                                                    |
                                                                                    |
                                                                                    |
     Tab/↓ Next  Enter Sign in  F1 Help  ^C Quit                                    |
    """
}
