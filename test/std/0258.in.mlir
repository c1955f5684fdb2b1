// ir-gen std --seed 258 --size 10
module attributes {test.module_note = "std"} {    // keep
    func.func private @ext0(vector<3x4xbf16>, i8 {llvm.zeroext})
    func.func @f0(%1: memref<4xbf16>) -> memref<1xi8> attributes {llvm.emit_c_interface, note = "generated"} {
        %c_2 = arith.constant 0 : index
        scf.index_switch %c_2
        case 1 {
            %c_3 = arith.constant 4 : index
            %empty_4 = tensor.empty(%c_3) : tensor<?x4xi1>
            %c_5 = arith.constant 2 : index
            %empty_6 = tensor.empty(%c_5) : tensor<?x4xi1>
            %t7 = arith.subi %empty_4, %empty_6 overflow<none> : tensor<?x4xi1>
            scf.forall (%rhs) in (7) {
                memref.copy %1, %1 : memref<4xbf16> to memref<4xbf16>
                %c = arith.constant 1 : i8
                scf.while (%10 = %c) : (i8) -> () {
                    %11 = arith.constant 1.000000e+00 : f32
                    %12 = math.erf %11 fastmath<reassoc,contract> : f32
                    %13 = arith.constant 0 : index
                    %dim = memref.dim %1, %13 : memref<4xbf16>
                    %16 = arith.constant 2 : index
                    %x17 = tensor.empty(%16) : tensor<3x?xf32>
                    %cosh = math.cosh %x17 fastmath<fast> : tensor<3x?xf32>
                    %res = arith.constant true
                    scf.condition(%res)
                } do {
                ^bb0():
                    %cst_20 = arith.constant dense<-1.0> : vector<3x4xbf16>
                    func.call @ext0(%cst_20, %c) : (vector<3x4xbf16>, i8) -> ()
                    scf.yield %c : i8
                }    // keep
            }
            scf.yield
        }
        default {
        // ---- comment line ----
            %21 = arith.constant 1.5e-1 : f64
            %cst = arith.constant -0.25 : f64
            %x23 = math.fma %21, %cst, %cst : f64
            scf.yield
        }
        %alloc_24 = memref.alloc() : memref<1xi8>
        func.return %alloc_24 : memref<1xi8>
    }
}
