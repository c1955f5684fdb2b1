module {
  func.func private @ext0(index, index) -> memref<1x8xi16>
  func.func private @ext1(i16, i16 {llvm.noundef, test.tag = "x"}, index {test.foo = 1 : i32}) -> i16
  module @inner {
    func.func public @helper0(%arg0: vector<3xindex>) attributes {llvm.emit_c_interface, note = "generated"} {
      %cst = arith.constant dense<1.000000e+02> : vector<1xf32>
      %0 = math.copysign %cst, %cst fastmath<reassoc,contract> : vector<1xf32>
      %cst_0 = arith.constant dense<[-7.500000e+00, 3.000000e+00, 1.000000e+02]> : vector<3xf32>
      %1 = math.acosh %cst_0 : vector<3xf32>
      %2 = tensor.empty() : tensor<3xf16>
      %3 = arith.negf %2 fastmath<nnan,ninf> : tensor<3xf16>
      return
    }
  }
  func.func @fn.0(%arg0: memref<1xindex>) -> (index, memref<8xindex> {test.foo = 1 : i32}) {
    %cst = arith.constant dense<52> : tensor<1xi8>
    %expanded = tensor.expand_shape %cst [[0, 1]] output_shape [1, 1] : tensor<1xi8> into tensor<1x1xi8>
    %cst_0 = arith.constant 0.000000e+00 : f64
    %0 = math.trunc %cst_0 fastmath<arcp> : f64
    %c-1_i16 = arith.constant -1 : i16
    %1 = arith.cmpi ule, %c-1_i16, %c-1_i16 : i16
    %c0 = arith.constant 0 : index
    %from_elements = tensor.from_elements %c0, %c0 : tensor<2xindex>
    scf.if %1 {
      %cst_1 = arith.constant dense<1.000000e+02> : vector<1xbf16>
      %2 = arith.extf %cst_1 : vector<1xbf16> to vector<1xf64>
      %3 = arith.shrsi %c-1_i16, %c-1_i16 : i16
    }
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xindex>
    return %c0, %alloc : index, memref<8xindex>
  }
  func.func @fn.1(%arg0: index, %arg1: memref<1xindex> {test.foo = 1 : i32}, %arg2: tensor<1xi64>) -> i16 attributes {ref = @inner::@helper0} {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.minui %c1_i32, %c1_i32 : i32
    %c0_i64 = arith.constant 0 : i64
    %1 = math.absi %c0_i64 : i64
    %cst = arith.constant 0.000000e+00 : f16
    %2 = arith.fptosi %cst : f16 to i8
    %cst_0 = arith.constant dense<4.000000e+02> : vector<3xf32>
    %cst_1 = arith.constant dense<[1.500000e-01, 5.000000e-01, 3.000000e+00]> : vector<3xf32>
    %3 = arith.addf %cst_0, %cst_1 fastmath<afn> : vector<3xf32>
    %c3 = arith.constant 3 : index
    %4 = tensor.empty(%c3) : tensor<?xf32>
    %5 = math.rsqrt %4 fastmath<afn> : tensor<?xf32>
    %6 = arith.trunci %1 overflow<nuw> : i64 to i32
    %c32767_i16 = arith.constant 32767 : i16
    return %c32767_i16 : i16
  }
}

