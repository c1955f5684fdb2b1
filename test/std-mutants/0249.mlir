!tensor0 = tensor<2x?x4xi32>
!buf1 = memref<?x2xf32>
!buf2 = memref<?x?xi32>
!tensor3 = tensor<2x4xi32>
!tensor4 = tensor<4x2xf32>
func.func private @ext0(i16 {llvm.zeroext}, !tensor0, f32) -> (tensor<2x4x4xf32> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @kernel_0(%acc: !buf1 {llvm.noundef}, %2: memref<4x2xi32>, %t3: i32 {llvm.signext}) -> (!buf2) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %c = arith.constant 2 : index
    %c_5 = arith.constant 6 : index
    %6 = arith.constant 1 : index
    %7 = arith.constant 5 : i16
    %10 = scf.for %iv_8 = %c to %c_5 step %6 iter_args(%9 = %7) -> (i16) {

        %y = arith.constant 10 : i64
        %trunci_12 = arith.trunci %y : i64 to i16
        %13 = arith.constant dense<-1> : tensor<2x4x4xi32>
        %cst_14 = arith.constant dense<-13> : tensor<2x4xi32>
        %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%13 : tensor<2x4x4xi32>) outs(%cst_14 : !tensor3) {
        ^bb0(%a.b: i32, %in: i32):
            %lhs = arith.addi %a.b, %in : i32
            linalg.yield %lhs : i32
        } -> !tensor3
        %cst = arith.constant dense<100.0> : vector<2x4x4xf32>
        %x22 = arith.negf %cst : vector<2x4x4xf32>
        %val = arith.constant -1 : i16
        scf.yield %val : i16
    }
    %c_25 = arith.constant true
    cf.cond_br %c_25, ^exit1(%t3 : i32), ^next.2
^exit1(%tmp28: i32):
    %29 = arith.constant 57 : i16
    %v30 = arith.cmpi sle, %29, %10 : i16
    cf.cond_br %v30, ^b4(%t3 : i32), ^next.2
^next.2:
    cf.br ^bb3
^bb3:
    %31 = arith.constant 2147483647 : i32
    cf.cond_br %c_25, ^b4(%31 : i32), ^b4(%t3 : i32) // TODO: check
^b4(%tmp32: i32):
    %v33 = arith.constant 1 : index
    %c_34 = arith.constant 5 : index
    %35 = memref.alloc(%v33, %c_34) : memref<?x?xi32>
    return %35 : memref<?x?xi32>
}
func.func private @compute1() -> tensor<?x2xf32> {
    %x_1 = tensor.empty() : !tensor4
    %v2 = arith.constant 2 : index //
    %3 = tensor.empty() : tensor<2x1xf32>
    %4 = tensor.insert_slice %3 into %x_1[%v2, 0] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<4x2xf32>
    %alloc = memref.alloc() : memref<2x4x4xi8>
    %6 = memref.cast %alloc : memref<2x4x4xi8> to memref<?x?x?xi8>    // keep
    %acc = arith.cmpi ult, %v2, %v2 : index
    cf.assert %acc, "bounds check"
    %v8 = arith.cmpi slt, %v2, %v2 : index
    %undefined_cond = scf.if %v8 -> (i32, f32) {
        %y = arith.constant 2147483647 : i32
        %11 = arith.constant 4.0E+2 : f32
        scf.yield %y, %11 : i32, f32
    } else {
        %12 = arith.constant 2147483647 : i32
        %13 = arith.constant 100.0 : f32
        scf.yield %12, %13 : i32, f32
    }
    %c_14 = arith.constant 2 : index
    %empty_15 = tensor.empty(%c_14) : tensor<?x2xf32>
    func.return %empty_15 : tensor<?x2xf32>
}
