module {
  func.func private @ext0(f32 {llvm.noundef, test.tag = "x"}, f32, i32 {llvm.noundef}) -> (f32, i32 {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @ext1(vector<1xbf16>, i32) -> (f32, tensor<4x4xf32>) attributes {llvm.emit_c_interface, note = "generated"}
  // ---- comment line ----
  func.func @f0() -> (i32) attributes {llvm.emit_c_interface, note = "generated"} {
    %y = arith.constant dense<[[4611686018427387903, 4611686018427387903, 80, 0],[4611686018427387903, 4611686018427387903, 4611686018427387903, 1],[0, 36, 0, 21],[-4, 4611686018427387903, 0, 51]]> : vector<4x4xindex>  // note
    %index_cast_2 = arith.index_cast %y : vector<4x4xindex> to vector<4x4xi32>
    %empty = tensor.empty() : tensor<4x4xf32>
    %acc = tensor.expand_shape %empty [[0], [1, 2]] output_shape [4, 2, 2] : tensor<4x4xf32> into tensor<4x2x2xf32>
    %7 = arith.constant dense<false> : vector<2xi1>
    %8 = arith.constant dense<[0.0, 100.0]> : vector<2xf32>
    %sel = arith.select %7, %8, %8 : vector<2xi1>, vector<2xf32>
    %10 = memref.alloc() : memref<4x4xf32>
    %11 = memref.subview %10[1, 1] [2, 1] [2, 1] : memref<4x4xf32> to memref<2x1xf32, strided<[8, 1], offset: 5>>
    %c = arith.constant 0x1 : i32
    %13:2 = arith.mulsi_extended %c, %c : i32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %c_15 = arith.constant 0 : index
    %c_16 = arith.constant 0 : index
    memref.store %cst_14, %11[%c_15, %c_16] : memref<2x1xf32, strided<[8, 1], offset: 5>>
    %c_17 = arith.constant 2 : index
    %empty_18 = tensor.empty(%c_17) : tensor<4x?xi32>
    %19 = memref.alloca() : memref<4xbf16>
    %20 = memref.alloca() {alignment = 64} : memref<4xbf16>
    linalg.div ins(%19, %20 : memref<4xbf16>, memref<4xbf16>) outs(%19 : memref<4xbf16>)
    %21 = arith.constant 42 : i32
    return %21 : i64
  }
  func.func @f1(%sum: f32) -> (i64 {llvm.signext}) {
    %alloca_2 = memref.alloca() : memref<1xi32>
    %3 = memref.subview %alloca_2[0] [1] [1] : memref<1xi32> to memref<1xi32, strided<[1], offset: 0>>
    %c_4 = arith.constant 7 : index
    %5 = tensor.empty(%c_4) : tensor<?x4xf32>
    %tmp6 = arith.constant 0 : index
    %y = arith.constant 3 : index
    %inserted_9 = tensor.insert %sum into %5[%tmp6, %y] : tensor<?x4xf32>
    %10 = arith.constant true
    cf.cond_br %10, ^exit1, ^next.2
  ^exit1:
    %c_11 = arith.constant true
    %tmp12 = arith.constant 1 : i1
    %val = arith.cmpi ule, %c_11, %tmp12 : i1
    %16 = arith.constant dense<0.0> : vector<1xf32>
    %17 = arith.negf %16 fastmath<reassoc,contract> : vector<1xf32>
    cf.br ^next.2
  ^next.2:
    %18 = arith.constant 1.5e-1 : f64
    %19 = arith.cmpf true, %18, %18 fastmath<arcp> : f64
    %cst_20 = arith.constant dense<3.0> : vector<1x8x8xf32>
    %21 = arith.remf %cst_20, %cst_20 fastmath<none> : vector<1x8x8xf32>
    %22 = arith.constant 4611686018427387903 : i64
    func.return %22 : i64
  }
}
