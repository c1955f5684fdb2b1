module attributes {test.module_note = "std"} {
  memref.global "private" @g0 : memref<4x3xi64> = dense<1>
  func.func private @ext0(memref<8xi8> {llvm.noundef, test.tag = "x"}) -> () attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1(i16)
  func.func @fn.0(%v1: tensor<8xi16>, %rhs: tensor<4x3xi32> {llvm.noundef, test.tag = "x"}) -> (i16 {llvm.noundef}) attributes {test.kernel} {
    %cst = arith.constant dense<-1.0> : tensor<8x4xf64>
    %t4 = tensor.empty() : tensor<4x1xf64>
    %5 = arith.constant dense<[[-1.0],[-1.0],[1.0],[0.5],[4.0E+2],[1.5e-1],[1.000000e+00],[-7.5]]> : tensor<8x1xf64>
    %lin = linalg.matmul ins(%cst, %t4 : tensor<8x4xf64>, tensor<4x1xf64>) outs(%5 : tensor<8x1xf64>) -> tensor<8x1xf64>
    %7 = arith.constant dense<-0.25> : tensor<2x2xbf16>
    %v8 = tensor.empty() : tensor<2x2xbf16>
    %lin_9 = linalg.transpose ins(%7 : tensor<2x2xbf16>) outs(%v8 : tensor<2x2xbf16>) permutation = [0, 1]
    %10 = arith.constant -7.5 : f64
    %t11 = arith.negf %10 fastmath<reassoc,contract> : f64
    %x12 = arith.constant 3.0 : f32
    %13 = arith.fptoui %x12 : f32 to i8
    %c_14 = arith.constant 0x1 : i64
    %15 = arith.remsi %c_14, %c_14 : i64
    %tmp16 = arith.constant 2 : index
    %c = arith.constant 6 : index
    %t18 = arith.constant 2 : index
    scf.for %iv_19 = %tmp16 to %c step %t18 {
      %alloc = memref.alloc() : memref<8xi16>
      %21 = arith.constant 5 : index
      %22 = memref.load %alloc[%21] : memref<8xi16>
      %t23:2 = arith.mulsi_extended %15, %15 : i64
      %24 = arith.constant -10 : i32
      %cttz = math.cttz %24 : i32
    }
    %sum = arith.constant 4611686018427387903 : i64
    %27, %x28 = arith.mulsi_extended %sum, %15 : i64
    %x29 = math.ipowi %27, %27 : i64
    %a.b = tensor.empty() : tensor<2xf32>
    %31 = arith.negf %a.b : tensor<2xf32>
    %33 = arith.constant 1 : index
    %x_1 = tensor.empty() : tensor<2x1xf64>
    %36 = tensor.insert_slice %x_1 into %cst[2, 3] [2, 1] [1, %33] : tensor<2x1xf64> into tensor<8x4xf64>
    %get_global_37 = memref.get_global @g0 : memref<4x3xi64>
    %38 = arith.constant 0 : index
    %39 = arith.constant 1 : index
    %x40 = arith.constant 32767 : i16
    %r, %lhs = scf.for %41 = %38 to %c step %39 iter_args(%42 = %x12) -> (f32, i16) {
      %49 = arith.constant dense<-18> : vector<2xi32>
      %50 = math.absi %49 : vector<2xi32>
      %expand_shape = memref.expand_shape %get_global_37 [[0], [1, 2]] output_shape [4, 3, 1] : memref<4x3xi64> into memref<4x3x1xi64>
      scf.yield %x12, %val : f32, i16
    }
    func.return %lhs : i16
  }
}
