#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func private @ext0(i8 {llvm.noundef, test.tag = "x"}, memref<8xi8>, i8) -> (i8 {llvm.signext})
  func.func private @ext1(i64) -> (i64 {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper2(%arg0: i8) -> (i8 {llvm.signext}) attributes {test.kernel} {
      %cst = arith.constant dense<2.500000e+00> : tensor<4x2xf32>
      %0 = math.isnormal %cst : tensor<4x2xf32>
      %c0_i64 = arith.constant 0 : i64
      cf.br ^bb1(%c0_i64 : i64)
    ^bb1(%1: i64):  // pred: ^bb0
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %extracted = tensor.extract %0[%c0, %c1] : tensor<4x2xi1>
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %2 = arith.cmpi sle, %c2147483647_i32, %c2147483647_i32 : i32
      %c2_i8 = arith.constant 2 : i8
      cf.cond_br %2, ^bb2(%arg0, %c0_i64 : i8, i64), ^bb2(%c2_i8, %1 : i8, i64)
    ^bb2(%3: i8, %4: i64):  // 2 preds: ^bb1, ^bb1
      %cst_0 = arith.constant dense<58> : vector<4x2xi16>
      %5 = math.ipowi %cst_0, %cst_0 : vector<4x2xi16>
      cf.br ^bb3
    ^bb3:  // pred: ^bb2
      return %arg0 : i8
    }
  }
  func.func @compute0() -> (memref<8xi8> {test.foo = 1 : i32}, i64) {
    %alloc = memref.alloc() : memref<8x2xi8>
    linalg.transpose ins(%alloc : memref<8x2xi8>) outs(%alloc : memref<8x2xi8>) permutation = [0, 1] 
    %c53 = arith.constant 53 : index
    cf.br ^bb1(%c53 : index)
  ^bb1(%0: index):  // pred: ^bb0
    %c1_i16 = arith.constant 1 : i16
    %1 = arith.cmpi ult, %c1_i16, %c1_i16 : i16
    %c1_i8 = arith.constant 1 : i8
    %2 = arith.select %1, %c1_i8, %c1_i8 : i8
    %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
    cf.cond_br %1, ^bb3(%c4611686018427387903_i64, %c1_i8 : i64, i8), ^bb2(%c4611686018427387903_i64 : i64)
  ^bb2(%3: i64):  // pred: ^bb1
    %cst = arith.constant dense<-1.000000e+00> : vector<4x2xf16>
    %4 = arith.subf %cst, %cst fastmath<nnan,ninf,nsz> : vector<4x2xf16>
    %5 = arith.cmpi ugt, %c53, %c53 : index
    %c1_i64 = arith.constant 1 : i64
    %c-12_i8 = arith.constant -12 : i8
    cf.cond_br %5, ^bb3(%c1_i64, %c-12_i8 : i64, i8), ^bb3(%3, %c-12_i8 : i64, i8)
  ^bb3(%6: i64, %7: i8):  // 3 preds: ^bb1, ^bb2, ^bb2
    %c75_i32 = arith.constant 75 : i32
    %8 = arith.cmpi sge, %c75_i32, %c75_i32 : i32
    cf.assert %8, "bounds check"
    %alloc_0 = memref.alloc() : memref<8xi8>
    return %alloc_0, %6 : memref<8xi8>, i64
  }
  func.func @fn.1(%arg0: i64, %arg1: memref<4x2xindex>, %arg2: f64, %arg3: tensor<?xi64>) attributes {ref = @inner::@helper2} {
    %cst = arith.constant dense<-2.500000e-01> : vector<4x2xbf16>
    %0 = arith.minimumf %cst, %cst : vector<4x2xbf16>
    %cst_0 = arith.constant dense<-1> : vector<4xi64>
    %cst_1 = arith.constant dense<[76, 0, 9, 1]> : vector<4xi64>
    %1 = arith.minui %cst_0, %cst_1 : vector<4xi64>
    %c-1_i16 = arith.constant -1 : i16
    %2 = arith.cmpi uge, %c-1_i16, %c-1_i16 : i16
    %c-1_i64 = arith.constant -1 : i64
    %3 = arith.select %2, %c-1_i64, %arg0 : i64
    %4 = tensor.empty() : tensor<8x4xi64>
    %5 = tensor.empty() : tensor<8xi64>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%4, %4 : tensor<8x4xi64>, tensor<8x4xi64>) outs(%5 : tensor<8xi64>) {
    ^bb0(%in: i64, %in_2: i64, %out: i64):
      %7 = arith.addi %in, %in_2 : i64
      %8 = arith.addi %7, %out : i64
      linalg.yield %8 : i64
    } -> tensor<8xi64>
    %cast = tensor.cast %6 : tensor<8xi64> to tensor<8xi64>
    %c0 = arith.constant 0 : index
    %c7 = arith.constant 7 : index
    %c2 = arith.constant 2 : index
    scf.parallel (%arg4) = (%c0) to (%c7) step (%c2) {
      %cst_2 = arith.constant dense<[1.500240e-01, 5.000000e-01, 5.000000e-01, 1.000000e+00, 0.000000e+00, 5.000000e-01, 5.000000e-01, 1.000000e+00]> : vector<8xf16>
      %7 = arith.negf %cst_2 fastmath<nnan,ninf> : vector<8xf16>
      scf.reduce 
    }
    return
  }
}

