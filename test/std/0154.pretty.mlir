#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  memref.global "private" constant @g0 : memref<4xf32> = dense<5.000000e-01>
  func.func private @ext0(tensor<8x8xi8>) -> (tensor<4xf32> {test.foo = 1 : i32}, f64) attributes {llvm.emit_c_interface, note = "generated"}
  func.func public @f0() -> (memref<4xf64>, memref<?x3xf64>, f32) {
    %true = arith.constant true
    cf.assert %true, "ok"
    %cst = arith.constant 1.000000e+00 : f32
    %0 = arith.negf %cst fastmath<nnan,ninf,nsz> : f32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant 2.500000e+00 : f64
    cf.switch %c1_i32 : i32, [
      default: ^bb1(%cst_0 : f64),
      2: ^bb3(%cst : f32)
    ]
  ^bb1(%1: f64):  // pred: ^bb0
    %f = constant @f0 : () -> (memref<4xf64>, memref<?x3xf64>, f32)
    %2:3 = call_indirect %f() : () -> (memref<4xf64>, memref<?x3xf64>, f32)
    %c0_i16 = arith.constant 0 : i16
    %c64_i16 = arith.constant 64 : i16
    %3 = math.ipowi %c0_i16, %c64_i16 : i16
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %4 = scf.execute_region -> f32 {
      %cst_5 = arith.constant dense<5.000000e-01> : tensor<4xf64>
      %alloc_6 = memref.alloc() : memref<4xi16>
      memref.copy %alloc_6, %alloc_6 : memref<4xi16> to memref<4xi16>
      %cst_7 = arith.constant 1.000000e+02 : f32
      scf.yield %cst_7 : f32
    }
    %alloc = memref.alloc() : memref<4xf32>
    %cst_1 = arith.constant 1.500000e-01 : f32
    %c0 = arith.constant 0 : index
    memref.store %cst_1, %alloc[%c0] : memref<4xf32>
    cf.br ^bb3(%4 : f32)
  ^bb3(%5: f32):  // 2 preds: ^bb0, ^bb2
    %6 = arith.negf %cst_0 fastmath<afn> : f64
    %cst_2 = arith.constant dense<1.000000e+00> : vector<4xbf16>
    %7 = arith.negf %cst_2 fastmath<nnan,ninf> : vector<4xbf16>
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf64>
    %c1 = arith.constant 1 : index
    %alloc_4 = memref.alloc(%c1) {alignment = 64 : i64} : memref<?x3xf64>
    return %alloc_3, %alloc_4, %cst : memref<4xf64>, memref<?x3xf64>, f32
  }
  func.func @kernel_1() -> memref<3x?xf32> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c29_i8 = arith.constant 29 : i8
    %sum, %overflow = arith.addui_extended %c29_i8, %c29_i8 : i8, i1
    %0 = memref.get_global @g0 : memref<4xf32>
    %cst = arith.constant -2.500000e-01 : f32
    cf.br ^bb1(%cst : f32)
  ^bb1(%1: f32):  // pred: ^bb0
    %c-1 = arith.constant -1 : index
    %2 = arith.cmpi ult, %c-1, %c-1 : index
    %3 = arith.select %2, %1, %1 : f32
    %c80_i32 = arith.constant 80 : i32
    %4 = scf.while (%arg0 = %c80_i32) : (i32) -> f64 {
      %cst_6 = arith.constant dense<[[1.000000e+00, 1.000000e+00], [-7.500000e+00, 0.000000e+00], [0.000000e+00, 2.500000e+00], [3.000000e+00, 4.000000e+02]]> : vector<4x2xf32>
      %11 = arith.cmpi ult, %arg0, %arg0 : i32
      %cst_7 = arith.constant -7.500000e+00 : f64
      scf.condition(%11) %cst_7 : f64
    } do {
    ^bb0(%arg0: f64):
      %11 = tensor.empty() : tensor<4x4xi32>
      %12 = linalg.generic {doc = "elementwise", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<4x4xi32>) outs(%11 : tensor<4x4xi32>) {
      ^bb0(%in: i32, %out: i32):
        %13 = arith.addi %in, %out : i32
        linalg.yield %13 : i32
      } -> tensor<4x4xi32>
      %c-1_i32 = arith.constant -1 : i32
      scf.yield %c-1_i32 : i32
    }
    %cst_0 = arith.constant 1.000000e+00 : f32
    cf.br ^bb2(%cst_0, %cst : f32, f32)
  ^bb2(%5: f32, %6: f32):  // pred: ^bb1
    %cst_1 = arith.constant -7.500000e+00 : f32
    %7 = arith.cmpf ole, %cst_1, %cst : f32
    %cst_2 = arith.constant 1.000000e+00 : bf16
    %8 = math.fma %cst_2, %cst_2, %cst_2 : bf16
    %cst_3 = arith.constant 1.000000e+00 : f64
    %cst_4 = arith.constant -2.500000e-01 : f64
    cf.cond_br %overflow, ^bb3(%cst_4 : f64), ^bb3(%cst_3 : f64)
  ^bb3(%9: f64):  // 2 preds: ^bb2, ^bb2
    %cst_5 = arith.constant -1.000000e+00 : f32
    %10 = arith.maxnumf %cst_5, %cst_5 fastmath<nnan,ninf,nsz> : f32
    %c0 = arith.constant 0 : index
    %dim = memref.dim %0, %c0 : memref<4xf32>
    %c2 = arith.constant 2 : index
    %alloca = memref.alloca(%c2) : memref<3x?xf32>
    return %alloca : memref<3x?xf32>
  }
}

