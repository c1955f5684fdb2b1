#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {test.module_note = "std"} {
  func.func @compute0(%arg0: i16) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c0 = arith.constant 0 : index
    %c6 = arith.constant 6 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c6_1 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    scf.parallel (%arg1, %arg2) = (%c0, %c0_0) to (%c6, %c6_1) step (%c1, %c2) {
      %false = arith.constant false
      %4 = scf.if %false -> (i32) {
        func.call @compute0(%arg0) : (i16) -> ()
        %cst_5 = arith.constant 4.000000e+02 : f32
        %c-1_i32 = arith.constant -1 : i32
        %5 = math.fpowi %cst_5, %c-1_i32 fastmath<fast> : f32, i32
        scf.yield %c-1_i32 : i32
      } else {
        %5 = arith.shli %arg1, %c1 overflow<nsw, nuw> : index
        %c-1_i32 = arith.constant -1 : i32
        scf.yield %c-1_i32 : i32
      }
      scf.reduce 
    }
    %cst = arith.constant dense<false> : tensor<3xi1>
    %0 = arith.extui %cst : tensor<3xi1> to tensor<3xi8>
    %alloc = memref.alloc() : memref<1x2xi8>
    %alloc_2 = memref.alloc() : memref<1x2xi8>
    linalg.generic {doc = "elementwise", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc : memref<1x2xi8>) outs(%alloc_2 : memref<1x2xi8>) {
    ^bb0(%in: i8, %out: i8):
      %4 = arith.addi %in, %out : i8
      linalg.yield %4 : i8
    }
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %1 = memref.load %alloc[%c0_3, %c0_4] : memref<1x2xi8>
    %2 = tensor.empty() : tensor<4x4xi32>
    %3:2 = scf.while (%arg1 = %2, %arg2 = %c0_0) : (tensor<4x4xi32>, index) -> (vector<4x1xf16>, i32) {
      %c1_i32 = arith.constant 1 : i32
      %4 = arith.cmpi ne, %c1_i32, %c1_i32 : i32
      %cst_5 = arith.constant dense<[[-1.000000e+00], [1.000000e+02], [-1.000000e+00], [1.000000e+00]]> : vector<4x1xf16>
      %c34_i32 = arith.constant 34 : i32
      scf.condition(%4) %cst_5, %c34_i32 : vector<4x1xf16>, i32
    } do {
    ^bb0(%arg1: vector<4x1xf16>, %arg2: i32):
      %c24 = arith.constant 24 : index
      scf.yield %2, %c24 : tensor<4x4xi32>, index
    }
    return
  }
  func.func public @f1(%arg0: f64) -> (i32, memref<4x4xi32>) {
    %cst = arith.constant 1.000000e+00 : f64
    %0 = arith.negf %cst fastmath<afn> : f64
    %1 = tensor.empty() : tensor<4x1xi32>
    %c1 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %1[2, 0] [1, %c1] [1, 1] : tensor<4x1xi32> to tensor<1x?xi32>
    %cst_0 = arith.constant dense<0> : vector<4x3xi32>
    %2 = math.ctlz %cst_0 : vector<4x3xi32>
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %c-1_i64 = arith.constant -1 : i64
    %3 = arith.uitofp %c-1_i64 : i64 to f16
    %alloca = memref.alloca() : memref<3xf64>
    %alloca_1 = memref.alloca() {alignment = 64 : i64} : memref<3xf64>
    linalg.div ins(%alloca, %alloca : memref<3xf64>, memref<3xf64>) outs(%alloca_1 : memref<3xf64>)
    %4 = math.ipowi %c-1_i64, %c-1_i64 : i64
    %true = arith.constant true
    cf.cond_br %true, ^bb2(%3 : f16), ^bb2(%3 : f16)
  ^bb2(%5: f16):  // 2 preds: ^bb1, ^bb1
    %cst_2 = arith.constant dense<[5.000000e-01, 1.000000e+00, 3.000000e+00]> : vector<3xf32>
    %6 = arith.minnumf %cst_2, %cst_2 fastmath<arcp> : vector<3xf32>
    scf.index_switch %c1 
    case 2 {
      %cst_3 = arith.constant -2.500000e-01 : f16
      scf.yield
    }
    case 3 {
      scf.yield
    }
    default {
    }
    %c-1_i32 = arith.constant -1 : i32
    %alloc = memref.alloc() : memref<4x4xi32>
    return %c-1_i32, %alloc : i32, memref<4x4xi32>
  }
}

