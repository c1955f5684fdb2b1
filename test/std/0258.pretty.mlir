module attributes {test.module_note = "std"} {
  func.func private @ext0(vector<3x4xbf16>, i8 {llvm.zeroext})
  func.func @f0(%arg0: memref<4xbf16>) -> memref<1xi8> attributes {llvm.emit_c_interface, note = "generated"} {
    %c0 = arith.constant 0 : index
    scf.index_switch %c0 
    case 1 {
      %c4 = arith.constant 4 : index
      %0 = tensor.empty(%c4) : tensor<?x4xi1>
      %c2 = arith.constant 2 : index
      %1 = tensor.empty(%c2) : tensor<?x4xi1>
      %2 = arith.subi %0, %1 : tensor<?x4xi1>
      scf.forall (%arg1) in (7) {
        memref.copy %arg0, %arg0 : memref<4xbf16> to memref<4xbf16>
        %c1_i8 = arith.constant 1 : i8
        scf.while (%arg2 = %c1_i8) : (i8) -> () {
          %cst = arith.constant 1.000000e+00 : f32
          %3 = math.erf %cst fastmath<reassoc,contract> : f32
          %c0_0 = arith.constant 0 : index
          %dim = memref.dim %arg0, %c0_0 : memref<4xbf16>
          %c2_1 = arith.constant 2 : index
          %4 = tensor.empty(%c2_1) : tensor<3x?xf32>
          %5 = math.cosh %4 fastmath<fast> : tensor<3x?xf32>
          %true = arith.constant true
          scf.condition(%true)
        } do {
          %cst = arith.constant dense<-1.000000e+00> : vector<3x4xbf16>
          func.call @ext0(%cst, %c1_i8) : (vector<3x4xbf16>, i8) -> ()
          scf.yield %c1_i8 : i8
        }
      }
      scf.yield
    }
    default {
      %cst = arith.constant 1.500000e-01 : f64
      %cst_0 = arith.constant -2.500000e-01 : f64
      %0 = math.fma %cst, %cst_0, %cst_0 : f64
    }
    %alloc = memref.alloc() : memref<1xi8>
    return %alloc : memref<1xi8>
  }
}

