module attributes {test.module_note = "std"} {
  func.func private @ext0(tensor<1xi64>, vector<1xi8>) -> (vector<3x2xi64>)
  module @inner {
    func.func public @helper2(%arg_1: i8 {llvm.signext}, %t2: vector<1xf64> {llvm.noundef, test.tag = "x"}, %arg: memref<3x2xi8>, %arg_4: vector<3x2xi64>) -> (i64 {llvm.noundef}) {
      %a.b = arith.constant dense<2.5> : vector<3x2xf64>
      %6 = arith.negf %a.b fastmath<fast> : vector<3x2xf64>
      %lhs = arith.constant true
      scf.if %lhs {
        %8 = arith.constant 50 : i16
        %cmp_9 = arith.cmpi slt, %8, %8 : i16
      }
      %10 = arith.constant -1 : i64
      return %10 : i64
    }
    // ---- comment line ----
  }
  func.func @fn.0(%1: memref<?x2xi64> {test.foo = 1 : i32}, %2: memref<1xi8> {llvm.noundef}, %arg: tensor<3xi16>) -> memref<1xi8> attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %4 = memref.alloc() : memref<3x2xi64>
    %c_5 = arith.constant 1 : index
    %lhs = arith.constant 2 : index
    %a.b = memref.subview %4[%c_5, 0] [2, %lhs] [1, 1] : memref<3x2xi64> to memref<2x?xi64, strided<[2, 1], offset: ?>>  // note
    %8 = arith.constant 11 : i64
    %10 = arith.constant 0.0 : f32
    %c = arith.constant 40 : i64
    %12 = arith.constant 0xd : i32
    cf.switch %8 : i64, [default: ^exit1(%8, %10 : i64, f32), 0: ^exit1(%c, %10 : i64, f32), 2: ^bb2(%8 : i64), 5: ^bb3(%c, %12 : i64, i32)]
  ^exit1(%13: i64, %x_1: f32):
    %y = tensor.extract_slice %arg[2] [1] [1] : tensor<3xi16> to tensor<1xi16>
    %v16 = arith.constant 1 : i64
    %x17 = arith.cmpi ule, %v16, %8 : i64
    %t18 = arith.constant 62 : i64
    cf.cond_br %x17, ^bb3(%8, %12 : i64, i32), ^bb2(%t18 : i64)
  ^bb2(%19: i64):
    %cst_20 = arith.constant dense<2147483647> : tensor<1xi32>
    %21 = arith.constant dense<-1> : tensor<1xi32>
    %x22 = tensor.empty() : tensor<1xi32>
    %lin_23 = linalg.mul ins(%cst_20, %21 : tensor<1xi32>, tensor<1xi32>) outs(%x22 : tensor<1xi32>) -> tensor<1xi32>
    %c_24 = arith.constant -19 : i32
    cf.br ^bb3(%8, %c_24 : i64, i32)
  ^bb3(%tmp25: i64, %26: i32):
    %cst_27 = arith.constant dense<[[-1,-4,1,1], [4611686018427387903,4611686018427387903,-1,-1], [-8,54,-3,20], [-1, 0, 1, 1]]> : tensor<4x4xi64>
    %t31 = scf.forall (%28) in (4) shared_outs(%out_30 = %cst_27) -> (tensor<4x4xi64>) {
      %v32 = arith.constant dense<[-1, 2147483647, 21, 0]> : tensor<4xi32>
      %33 = arith.ceildivsi %v32, %v32 : tensor<4xi32>
      %v34 = tensor.empty() : tensor<1xi64>
      %35 = arith.constant dense<1> : vector<1xi8>
      %36 = func.call @ext0(%v34, %35) : (tensor<1xi64>, vector<1xi8>) -> vector<3x2xi64>
      %37 = tensor.empty() : tensor<1x4xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %37 into %out_30[%28, 0] [1, 4] [1, 1] : tensor<1x4xi64> into tensor<4x4xi64>
      }
    }
    return %2 : memref<1xi8>
  }
  func.func @compute1(%1: i8) -> bf16 attributes {ref = @inner::@helper2} {
    %2 = arith.constant 0 : i1
    %acc = arith.select %2, %1, %1 : i8
    %x4 = scf.if %2 -> (i64) {
      %5 = memref.alloc() : memref<3x2xi64>
      memref.dealloc %5 : memref<3x2xi64>
      %sum = arith.constant -2 : i8
      %a.b = func.constant @compute1 : (i8) -> bf16
      %r = func.call_indirect %a.b(%sum) : (i8) -> bf16
      // ---- comment line ----
      %9 = arith.constant 0 : i8
      cf.assert %2, "x must be \"positive\""
      %val = arith.constant -1 : i64
      scf.yield %val : i64
    } else {
      %res = arith.constant 0 : i64
      scf.yield %res : i64
    }
    %x_1 = arith.constant 3.0 : bf16
    func.return %x_1 : bf16
  }
}
